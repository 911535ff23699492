import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../../contract/callPath';
import { TOO_MANY_ATTEMPTS } from '../../domain/forms/signInForm';
import { reserveAttempt } from '../access/failedAttempts';
import type { AppDeps } from '../appDeps';
import { fieldError } from '../http/appError';
import { type ApiKeyHolder, holderOfKey } from './apiKeys';

export const API_KEY_NEEDED = 'A valid API key is needed: send it as Authorization: Bearer <key>';
/** Failed key attempts allowed from one address in the usual window, as for sign-in. */
export const API_KEY_FAILURES_PER_ADDRESS = 20;

const holders = new WeakMap<FastifyRequest, ApiKeyHolder>();

/** The bearer token of a request, or null. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every call under the agency API's prefix needs a key that exists and is not revoked (checked on
 * each call, so a revoked key is refused at once); before its input is read, a missing, unknown or
 * revoked key answers 401. Failures count per address like failed sign-ins: past the limit, 429.
 */
export function installAgencyKeyAuth(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>): void {
  const prefix = `${HOST_PREFIX.agency}/`;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(prefix)) return;
    const presented = bearerOf(request);
    const holder = presented === null ? null : await holderOfKey(deps.db, presented);
    if (holder) {
      holders.set(request, holder);
      return;
    }
    const attempt = await reserveAttempt(deps, [
      { key: `api-key-ip:${request.ip}`, limit: API_KEY_FAILURES_PER_ADDRESS },
    ]);
    if (attempt.refused) throw fieldError('authorization', TOO_MANY_ATTEMPTS, 429);
    throw fieldError('authorization', API_KEY_NEEDED, 401);
  });
}

/** The key that opened this agency call. */
export function apiKeyHolderOf(request: FastifyRequest): ApiKeyHolder {
  const holder = holders.get(request);
  if (!holder) throw fieldError('authorization', API_KEY_NEEDED, 401);
  return holder;
}
