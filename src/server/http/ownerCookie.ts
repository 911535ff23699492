import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import { cookieLine, readCookie } from './cookies';

/**
 * The browser's key: a random 128-bit value the store issues and signs, in an HttpOnly cookie
 * (`__Host-bs_owner` on https, so no other host can set it). Enrollments store the key's hash, so an
 * enrollment id alone, guessed or copied, opens nothing, and a value the store did not issue (one
 * planted by a sibling subdomain, say) is no key at all.
 */
const OWNER_COOKIE = 'bs_owner';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SHAPE = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

type KeyDeps = Pick<AppDeps, 'secretBox' | 'config'>;

const signed = (deps: KeyDeps, key: string) => `${key}.${deps.secretBox.sign(`owner:${key}`)}`;

/** The key the browser sent, if the store issued and signed it; null otherwise. */
export function readOwnerKey(deps: KeyDeps, request: FastifyRequest): string | null {
  const value = readCookie(request, OWNER_COOKIE, SHAPE, deps.config.COOKIE_SECURE);
  if (!value) return null;
  const key = value.slice(0, 32);
  return signed(deps, key) === value ? key : null;
}

export function ownerHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Keys made during a request, so a second call in the same request gives the same one. */
const madeFor = new WeakMap<FastifyRequest, string>();

/** A key made during this request, if one was (it is new: no one else can know it). */
export function keyMadeFor(request: FastifyRequest): string | undefined {
  return madeFor.get(request);
}

/** Makes a new key, sets it on the reply and keeps it for the rest of the request. */
export function issueOwnerKey(deps: KeyDeps, request: FastifyRequest, reply: FastifyReply): string {
  const key = randomBytes(16).toString('hex');
  madeFor.set(request, key);
  reply.header(
    'set-cookie',
    cookieLine(OWNER_COOKIE, signed(deps, key), ONE_YEAR_SECONDS, deps.config.COOKIE_SECURE),
  );
  return key;
}

/** The caller's key, created and set on the reply when the browser has none yet (once per request). */
export function ensureOwnerKey(deps: KeyDeps, request: FastifyRequest, reply: FastifyReply): string {
  return readOwnerKey(deps, request) ?? madeFor.get(request) ?? issueOwnerKey(deps, request, reply);
}

/**
 * A new key for the browser (at sign-in and sign-out): what the browser could open before, under the
 * old key, it no longer can, so the next person at a shared computer starts with nothing.
 */
export function rotateOwnerKey(deps: KeyDeps, request: FastifyRequest, reply: FastifyReply): void {
  issueOwnerKey(deps, request, reply);
}
