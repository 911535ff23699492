import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import { cookieLine, readCookie } from '../http/cookies';

/**
 * A browser an account has signed in with: a sealed note of the account's e-mail in an HttpOnly
 * cookie, set at each sign-in. Failed attempts from browsers without it are limited per account across
 * every address; a browser with it is not held back by them, so guessing from elsewhere never locks the
 * owner out of the browser they use.
 */
const KNOWN_BROWSER_COOKIE = 'bs_known';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SEALED = /^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/;
const PREFIX = 'signed-in:';

export function isKnownBrowserFor(
  deps: Pick<AppDeps, 'secretBox' | 'config'>,
  request: FastifyRequest,
  username: string,
): boolean {
  const sealed = readCookie(request, KNOWN_BROWSER_COOKIE, SEALED, deps.config.COOKIE_SECURE);
  if (!sealed) return false;
  try {
    return deps.secretBox.open(sealed) === `${PREFIX}${username}`;
  } catch {
    return false;
  }
}

export function rememberBrowser(
  deps: Pick<AppDeps, 'secretBox' | 'config'>,
  reply: FastifyReply,
  username: string,
): void {
  const sealed = deps.secretBox.seal(`${PREFIX}${username}`);
  reply.header(
    'set-cookie',
    cookieLine(KNOWN_BROWSER_COOKIE, sealed, ONE_YEAR_SECONDS, deps.config.COOKIE_SECURE),
  );
}
