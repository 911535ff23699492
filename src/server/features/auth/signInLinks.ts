import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../../domain/forms/signInForm';
import {
  SIGN_IN_LINK_ASKS_LIMIT,
  SIGN_IN_LINK_FAILED,
  SIGN_IN_LINK_MINUTES,
} from '../../../domain/forms/signInLinkForms';
import { clearFailures, reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { fieldError } from '../../http/appError';
import { reserveMail } from '../../mail/mailLimits';
import { queueMail } from '../../mail/outbox';
import { composeSignInLink } from '../../mail/signInLinkMail';
import { storeName } from '../../sites/siteBranding';
import { accountSummary } from './accountSummary';
import { signInBrowser } from './signInBrowser';

const HOUR_MS = 3600_000;
const LINK_MS = SIGN_IN_LINK_MINUTES * 60_000;
/** Asks for a link from one client address in an hour, whatever address they name. */
export const LINK_ASKS_PER_ADDRESS_PER_HOUR = 20;
/** Link secrets tried from one client address in 15 minutes (a secret has 256 bits: this spares the database). */
export const LINK_TRIES_PER_ADDRESS = 20;
/**
 * An ask is answered no sooner than this after it arrives: writing a link and its e-mail (a transaction,
 * some milliseconds) must not tell by its time that an account uses the address.
 */
const EVEN_ANSWER_MS = 250;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Written down when a link is sent to an address (or would be, had it an account); it lives as long as a link. */
const liveLinkKey = (email: string) => `signin-link-live:${email}`;

/**
 * Sends a one-time sign-in link to the account that signs in as `email`, to that address only, through
 * the outbox and reserveMail. Everything it counts, it counts alike whether or not an account uses the
 * address, and it answers alike: asking tells nobody who has an account. While the last link sent to an
 * address can still be used, asking again sends nothing more: whoever asks, the owner finds a live link
 * in their own inbox, and strangers' asks cannot use up the address's mail allowance.
 */
export async function requestSignInLink(
  deps: AppDeps,
  request: FastifyRequest,
  asked: string,
): Promise<{ asked: true }> {
  const arrived = performance.now();
  const email = asked.trim().toLowerCase();
  const ask = await reserveAttempt(deps, [
    { key: `signin-link-ask:${request.ip}`, limit: LINK_ASKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
  ]);
  if (ask.refused) throw fieldError('email', SIGN_IN_LINK_ASKS_LIMIT, 429);
  const live = await reserveAttempt(deps, [{ key: liveLinkKey(email), limit: 1, windowMs: LINK_MS }]);
  if (live.refused) return answerAfter(arrived);
  try {
    // Its own allowance per inbox: mail strangers can cause (resume codes) never keeps a link out.
    await reserveMail(deps, request, email, { anonymous: true }, { allowance: 'sign-in-link' });
  } catch (error) {
    // Nothing was sent: the next ask may send.
    await live.takeBack();
    throw error;
  }
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('username', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (account) await sendLink(deps, account);
  return answerAfter(arrived);
}

/** The one answer to an ask, given EVEN_ANSWER_MS after the ask arrived. */
async function answerAfter(arrived: number): Promise<{ asked: true }> {
  const left = EVEN_ANSWER_MS - (performance.now() - arrived);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return { asked: true };
}

/** A new link's secret (kept only as its hash) and its e-mail, written together. */
async function sendLink(deps: AppDeps, account: { id: number; username: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const link = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/sign-in/link#${token}`;
  const store = await storeName(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sign_in_links')
      .values({
        token_hash: sha256(token),
        account_id: account.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LINK_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await queueMail(
      trx,
      {
        kind: 'sign-in-link',
        enrollmentId: null,
        to: account.username,
        ...composeSignInLink({ link, email: account.username, store }),
      },
      now,
      deps.secretBox,
    );
  });
}

/**
 * Signs this browser in with a link's secret, as a password sign-in does (session, known browser, new
 * owner key). No password limit applies and none is reset: the account's guessers stay held back while
 * the owner gets in. A used, expired or unknown secret, or a disabled account, gets one answer.
 */
export async function signInWithLink(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const attempt = await reserveAttempt(deps, [
    { key: `signin-link-try:${request.ip}`, limit: LINK_TRIES_PER_ADDRESS },
  ]);
  if (attempt.refused) throw fieldError('token', TOO_MANY_ATTEMPTS, 429);
  const account = await takeLink(deps, sha256(token));
  if (!account) throw fieldError('token', SIGN_IN_LINK_FAILED, 404);
  await attempt.takeBack();
  // A new link may be asked for at once (the next sign-out, another browser).
  await clearFailures(deps, liveLinkKey(account.username));
  await signInBrowser(deps, request, reply, account);
  return accountSummary(deps, account);
}

/**
 * Uses a link once: unused and unexpired, it is marked used, with every other link of its account, and
 * its account answered when it may still sign in.
 */
async function takeLink(deps: AppDeps, tokenHash: string): Promise<AccountTable | null> {
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('sign_in_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const account = await trx
      .selectFrom('sign_in_links')
      .innerJoin('accounts', 'accounts.id', 'sign_in_links.account_id')
      .selectAll('accounts')
      .where('sign_in_links.token_hash', '=', tokenHash)
      .where('accounts.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!account) return null;
    await trx
      .updateTable('sign_in_links')
      .set({ used_at: now })
      .where('account_id', '=', account.id)
      .where('used_at', 'is', null)
      .execute();
    return account;
  });
}
