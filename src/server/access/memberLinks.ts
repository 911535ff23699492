import type { SecretBox } from '../adapters/secretBox';

/** How long a member link from the member dashboard opens the store. */
export const MEMBER_LINK_DAYS = 30;

/**
 * A member link's id: the member's number and an expiry, sealed (AES-256-GCM) so it can be
 * neither read nor made up. A bare member number in a URL would let anyone open anyone's details.
 */
export function memberLinkToken(box: SecretBox, memberId: number, now: Date): string {
  const expires = now.getTime() + MEMBER_LINK_DAYS * 86_400_000;
  return box
    .seal(JSON.stringify({ m: memberId, e: expires }))
    .slice(3)
    .replaceAll(':', '.');
}

/** The member a link names, or null when it is malformed, forged or expired. */
export function readMemberLink(box: SecretBox, token: string, now: Date): number | null {
  try {
    const { m, e } = JSON.parse(box.open(`v1:${token.replaceAll('.', ':')}`)) as { m: unknown; e: unknown };
    if (typeof m !== 'number' || typeof e !== 'number' || e < now.getTime()) return null;
    return m;
  } catch {
    return null;
  }
}
