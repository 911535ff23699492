import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { SecretBox } from '../db/secretBox';
import { fieldError } from '../http/appError';
import { ensureOwnerKey, ownerHash } from '../http/ownerCookie';

/** How long a member link from the member dashboard opens the store. */
export const MEMBER_LINK_DAYS = 30;
const DAY_MS = 86_400_000;
export const MEMBER_LINK_ELSEWHERE =
  'This member link was opened on another device. Please open the store again from your member dashboard.';

/** A sealed value's three base64url parts joined by dots: the one way a link is written. */
const CANONICAL = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * A member link's id: the member's number and an expiry, sealed (AES-256-GCM) so it can be
 * neither read nor made up. A bare member number in a URL would let anyone open anyone's details.
 */
export function memberLinkToken(box: SecretBox, memberId: number, now: Date): string {
  const expires = now.getTime() + MEMBER_LINK_DAYS * DAY_MS;
  return box
    .seal(JSON.stringify({ m: memberId, e: expires }))
    .slice(3)
    .replaceAll(':', '.');
}

/**
 * The member a link names and when it was made, or null when it is malformed, not in its one written
 * form (each part must read back to itself: base64url decoding would otherwise accept variants),
 * forged or expired.
 */
export function readMemberLink(
  box: SecretBox,
  token: string,
  now: Date,
): { memberId: number; madeAt: number } | null {
  if (!CANONICAL.test(token)) return null;
  const parts = token.split('.');
  if (!parts.every((part) => Buffer.from(part, 'base64url').toString('base64url') === part)) return null;
  try {
    const { m, e } = JSON.parse(box.open(`v1:${parts.join(':')}`)) as { m: unknown; e: unknown };
    if (typeof m !== 'number' || typeof e !== 'number' || e < now.getTime()) return null;
    return { memberId: m, madeAt: e - MEMBER_LINK_DAYS * DAY_MS };
  } catch {
    return null;
  }
}

/**
 * The member a link opens the store for, in this browser: the link must read (readMemberLink), not be
 * revoked, and be opened in the browser that opened it first. Null when it does not read or is revoked;
 * a link opened elsewhere first is refused with 403 (a copied or forwarded link is not the member).
 */
export async function admitMemberLink(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'now' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<number | null> {
  const link = readMemberLink(deps.secretBox, token, deps.now());
  if (!link) return null;
  const revoked = await deps.db
    .selectFrom('member_link_revocations')
    .select('revoked_before')
    .where('member_id', '=', link.memberId)
    .executeTakeFirst();
  if (revoked && link.madeAt < Date.parse(revoked.revoked_before)) return null;
  const browser = ownerHash(ensureOwnerKey(deps, request, reply));
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await deps.db
    .insertInto('member_link_uses')
    .values({ token_hash: tokenHash, owner_hash: browser, first_used_at: deps.now().toISOString() })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  const first = await deps.db
    .selectFrom('member_link_uses')
    .select('owner_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  if (first.owner_hash !== browser) throw fieldError('user_id', MEMBER_LINK_ELSEWHERE, 403);
  return link.memberId;
}

/** Every link made for the member until now stops working; links made later work. */
export async function revokeMemberLinks(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  now: Date,
): Promise<void> {
  await deps.db
    .insertInto('member_link_revocations')
    .values({ member_id: memberId, revoked_before: now.toISOString() })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ revoked_before: now.toISOString() }))
    .execute();
}
