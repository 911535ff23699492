import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { AccountTable } from '../db/schema';
import { fieldError } from '../http/appError';
import { cookieLine, readCookie } from '../http/cookies';

/** The signed-in rep's or group administrator's session: a random token in an HttpOnly cookie, stored hashed. */
const SESSION_COOKIE = 'bs_session';
const SESSION_HOURS = 12;
const SIGN_IN_REQUIRED = 'Please sign in';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function readSessionToken(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): string | null {
  return readCookie(request, SESSION_COOKIE, /^[A-Za-z0-9_-]{43}$/, deps.config.COOKIE_SECURE);
}

const cookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  cookieLine(SESSION_COOKIE, value, maxAgeSeconds, secure);

export async function startSession(deps: AppDeps, reply: FastifyReply, accountId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db
    .insertInto('sessions')
    .values({
      token_hash: hash(token),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
    })
    .execute();
  reply.header('set-cookie', cookie(token, SESSION_HOURS * 3600, deps.config.COOKIE_SECURE));
}

export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readSessionToken(deps, request);
  if (token) await deps.db.deleteFrom('sessions').where('token_hash', '=', hash(token)).execute();
  reply.header('set-cookie', cookie('', 0, deps.config.COOKIE_SECURE));
}

/** The account of a live session, or null. */
export async function currentAccount(deps: AppDeps, request: FastifyRequest): Promise<AccountTable | null> {
  const token = readSessionToken(deps, request);
  if (!token) return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .selectAll('accounts')
    .select('sessions.expires_at')
    .where('sessions.token_hash', '=', hash(token))
    .where('accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.now().toISOString()) return null;
  const { expires_at: _, ...account } = row;
  return account;
}

/** The signed-in account, or a 401 asking to sign in. */
export async function requireAccount(deps: AppDeps, request: FastifyRequest): Promise<AccountTable> {
  const account = await currentAccount(deps, request);
  if (!account) throw fieldError('session', SIGN_IN_REQUIRED, 401);
  return account;
}
