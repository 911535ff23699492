import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS, TOO_MANY_FOR_ACCOUNT } from '../../../domain/forms/signInForm';
import { clearFailures, reserveAttempt } from '../../access/failedAttempts';
import { isKnownBrowserFor } from '../../access/knownBrowser';
import { currentAccount, endSession } from '../../access/sessionAccess';
import { verifyPassword } from '../../adapters/passwordHash';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import { rotateOwnerKey } from '../../http/ownerCookie';
import type { HandlersFor } from '../../http/registerEndpoints';
import { accountSummary } from './accountSummary';
import { signInBrowser } from './signInBrowser';
import { requestSignInLink, signInWithLink } from './signInLinks';

/** Attempts per account from one address, per address for any account, and per account from browsers it never signed in with (15 minutes). */
const MAX_PER_PAIR = 5;
const MAX_PER_ADDRESS = 20;
const MAX_PER_ACCOUNT_FROM_NEW_BROWSERS = 10;
/** Verified against when the username is unknown, so both cases take the same time. */
const DUMMY_HASH = 'scrypt:32768:8:1:q5dpCYEkyzMEOghJ6AEQlw:ywkiUGe48Y7SKRn-jQcieT_opryNJyir9gKmigsJCPM';

/** Signing in (by password or by an e-mailed one-time link), signing out, and who is signed in. */
export function authHandlers(
  deps: AppDeps,
): HandlersFor<'signIn' | 'signOut' | 'whoAmI' | 'requestSignInLink' | 'signInWithLink'> {
  return {
    async signIn({ body, request, reply }) {
      const username = body.username.toLowerCase();
      const pairKey = `signin-pair:${username}|${request.ip}`;
      const accountLimit = { key: `signin-account:${username}`, limit: MAX_PER_ACCOUNT_FROM_NEW_BROWSERS };
      // Counted before the password is checked, so guesses sent at once cannot all be tried.
      const attempt = await reserveAttempt(deps, [
        { key: pairKey, limit: MAX_PER_PAIR },
        { key: `signin-ip:${request.ip}`, limit: MAX_PER_ADDRESS },
        ...(isKnownBrowserFor(deps, request, username) ? [] : [accountLimit]),
      ]);
      if (attempt.refused) {
        const message = attempt.refused.key === accountLimit.key ? TOO_MANY_FOR_ACCOUNT : TOO_MANY_ATTEMPTS;
        throw fieldError('username', message, 429);
      }
      const account = await deps.db
        .selectFrom('accounts')
        .selectAll()
        .where('username', '=', username)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      // A disabled or unknown account is checked against a stand-in hash: the answer and its time are the same.
      const ok = await verifyPassword(body.password, account?.password_hash ?? DUMMY_HASH);
      // A failure stays written down under its keys; a success is taken back and clears its pair.
      if (!account || !ok) throw fieldError('password', SIGN_IN_FAILED, 401);
      await attempt.takeBack();
      await clearFailures(deps, pairKey);
      await signInBrowser(deps, request, reply, account);
      return accountSummary(deps, account);
    },

    async signOut({ request, reply }) {
      await endSession(deps, request, reply);
      rotateOwnerKey(deps, request, reply);
      return { signed_out: true };
    },

    async whoAmI({ request }) {
      const account = await currentAccount(deps, request);
      return { signed_in: account !== null, account: account ? await accountSummary(deps, account) : null };
    },

    requestSignInLink: ({ body, request }) => requestSignInLink(deps, request, body.email),

    signInWithLink: ({ body, request, reply }) => signInWithLink(deps, request, reply, body.token),
  };
}
