import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FilterInfo } from '../../contract/filterCalls';
import type { AppDeps } from '../appDeps';
import { toJsonText } from '../db/json';
import type { EnrollmentTable } from '../db/schema';
import { fieldError } from '../http/appError';
import { ownerHash } from '../http/ownerCookie';
import { type AttemptLimit, reserveAttempt } from './failedAttempts';
import { freshOwnerKey } from './ownerBinding';
import { currentAccount } from './sessionAccess';

type Who = Pick<
  EnrollmentTable,
  'type' | 'eprocess' | 'open_type' | 'agent_id' | 'group_id' | 'portal_id' | 'user_id'
>;

/**
 * New enrollments an anonymous caller's address may make in 15 minutes is the setting
 * NEW_ENROLLMENTS_PER_ADDRESS (30: a burst that fits an office enrolling its people behind one
 * address), and in a day ten times as many. Every per-enrollment limit (enroller codes, contact
 * checks, pictures) is only as good as this one, since a new enrollment costs nothing else.
 */
const DAYS_WORTH = 10;
/** New enrollments a signed-in rep or group administrator may make in 15 minutes. */
const ENROLLMENTS_PER_ACCOUNT_PER_WINDOW = 100;
export const ENROLLMENT_LIMIT_MESSAGE =
  'Too many new enrollments from your connection. Please try again in 15 minutes.';

const DAY_MS = 24 * 3600_000;

/** Counts one new enrollment against its maker (a signed-in account, else the client address), or answers 429. */
async function reserveNewEnrollment(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const account = await currentAccount(deps, request);
  const perAddress = deps.config.NEW_ENROLLMENTS_PER_ADDRESS;
  const limits: AttemptLimit[] = account
    ? [{ key: `enrollments-by:${account.id}`, limit: ENROLLMENTS_PER_ACCOUNT_PER_WINDOW }]
    : [
        { key: `enrollments-from:${request.ip}`, limit: perAddress },
        { key: `enrollments-from-day:${request.ip}`, limit: perAddress * DAYS_WORTH, windowMs: DAY_MS },
      ];
  const attempt = await reserveAttempt(deps, limits);
  if (attempt.refused) throw fieldError('body', ENROLLMENT_LIMIT_MESSAGE, 429);
}

/**
 * A new open enrollment with its filter, bound to this browser by a fresh owner key (freshOwnerKey),
 * counted against its maker's limit; returns its id.
 */
export async function createEnrollment(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  filter: FilterInfo,
): Promise<string> {
  await reserveNewEnrollment(deps, request);
  const id = randomBytes(16).toString('hex');
  const now = deps.now().toISOString();
  // The new key, what the old one held moving to it, and the enrollment: together or not at all.
  await deps.db.transaction().execute(async (trx) => {
    const key = await freshOwnerKey({ ...deps, db: trx }, request, reply);
    await trx
      .insertInto('enrollments')
      .values({
        id,
        owner_hash: ownerHash(key),
        created_at: now,
        updated_at: now,
        ...who,
        filter_info: toJsonText(filter),
        effective_date: null,
        status: 'open',
        policy_id: null,
        submitted_at: null,
      })
      .execute();
  });
  return id;
}
