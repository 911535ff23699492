import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberBrowser } from '../../access/knownBrowser';
import { startSession } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { rotateOwnerKey } from '../../http/ownerCookie';

/**
 * What signing in gives a browser, by password or by e-mailed link alike: a new session, the sealed
 * `bs_known` cookie (from then on the account's guessers do not hold this browser back), and a new
 * owner key, so what the browser opened before signing in stays behind.
 */
export async function signInBrowser(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountTable,
): Promise<void> {
  await startSession(deps, reply, account.id);
  rememberBrowser(deps, reply, account.username);
  rotateOwnerKey(deps, request, reply);
}
