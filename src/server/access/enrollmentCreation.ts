import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FilterInfo } from '../../contract/filterCalls';
import type { AppDeps } from '../appDeps';
import { toJsonText } from '../db/json';
import type { EnrollmentTable } from '../db/schema';
import { ensureOwnerKey, ownerHash } from '../http/ownerCookie';

type Who = Pick<
  EnrollmentTable,
  'type' | 'eprocess' | 'open_type' | 'agent_id' | 'group_id' | 'portal_id' | 'user_id'
>;

/** A new open enrollment with its filter, bound to this browser by its owner cookie; returns its id. */
export async function createEnrollment(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Who,
  filter: FilterInfo,
): Promise<string> {
  const key = ensureOwnerKey(request, reply, deps.config.COOKIE_SECURE);
  const id = randomBytes(16).toString('hex');
  const now = deps.now().toISOString();
  await deps.db
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
  return id;
}
