import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieLine, readCookie } from './cookies';

/**
 * The browser's key: a random 128-bit value in an HttpOnly cookie. Enrollments store its hash,
 * so an enrollment id alone, guessed or copied, opens nothing.
 */
export const OWNER_COOKIE = 'bs_owner';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readOwnerKey(request: FastifyRequest): string | null {
  return readCookie(request, OWNER_COOKIE, /^[0-9a-f]{32}$/);
}

export function ownerHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Keys made during a request, so a second call in the same request gives the same one. */
const madeFor = new WeakMap<FastifyRequest, string>();

/** The caller's key, created and set on the reply when the browser has none yet (once per request). */
export function ensureOwnerKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readOwnerKey(request) ?? madeFor.get(request);
  if (existing) return existing;
  const key = randomBytes(16).toString('hex');
  madeFor.set(request, key);
  reply.header('set-cookie', cookieLine(OWNER_COOKIE, key, ONE_YEAR_SECONDS, secure));
  return key;
}

/**
 * A new key for the browser (at sign-in and sign-out): what the browser could open before, under the
 * old key, it no longer can, so the next person at a shared computer starts with nothing.
 */
export function rotateOwnerKey(reply: FastifyReply, secure: boolean): void {
  reply.header(
    'set-cookie',
    cookieLine(OWNER_COOKIE, randomBytes(16).toString('hex'), ONE_YEAR_SECONDS, secure),
  );
}
