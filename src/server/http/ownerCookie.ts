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

/** The caller's key, created and set on the reply when the browser has none yet. */
export function ensureOwnerKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readOwnerKey(request);
  if (existing) return existing;
  const key = randomBytes(16).toString('hex');
  reply.header('set-cookie', cookieLine(OWNER_COOKIE, key, ONE_YEAR_SECONDS, secure));
  return key;
}
