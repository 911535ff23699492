import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberBrowser } from '../../access/knownBrowser';
import { startSession } from '../../access/sessionAccess';
import { carryVisitorEnrollments } from '../../access/visitorEnrollments';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { issueOwnerKey, readOwnerKey } from '../../http/ownerCookie';

/**
 * What signing in gives a browser, by password or by e-mailed link alike: a new session, the sealed
 * `bs_known` cookie (from then on the account's guessers do not hold this browser back), and a new
 * owner key. The visitor's open enrollment and its cart come along to the new key (a rep who priced
 * plans before signing in keeps them); what else the old key held stays behind.
 */
export async function signInBrowser(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountTable,
): Promise<void> {
  await startSession(deps, reply, account.id);
  rememberBrowser(deps, reply, account.username);
  const before = readOwnerKey(deps, request);
  const key = issueOwnerKey(deps, request, reply);
  if (before) await carryVisitorEnrollments(deps, before, key);
}
