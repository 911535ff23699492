import type { FastifyRequest } from 'fastify';
import type { FilterInfo } from '../../contract/filterCalls';
import { ENROLLMENT_ID_MESSAGE } from '../../contract/wireFields';
import type { AppDeps } from '../appDeps';
import { fromJsonText } from '../db/json';
import type { EnrollmentTable } from '../db/schema';
import { fieldError, notFound } from '../http/appError';
import { ownerHash, readOwnerKey } from '../http/ownerCookie';

export interface OwnedEnrollment {
  row: EnrollmentTable;
  filter: FilterInfo;
}

/**
 * The enrollment named by a call, only if this browser owns it. A missing enrollment and one
 * owned by another browser get the same answer, so ids cannot be probed.
 */
export async function loadOwnedEnrollment(
  deps: AppDeps,
  request: FastifyRequest,
  enrollmentId: string,
  target = 'enrollment_id',
): Promise<OwnedEnrollment> {
  const key = readOwnerKey(request);
  if (!key) throw notFound(target, ENROLLMENT_ID_MESSAGE);
  const row = await deps.db
    .selectFrom('enrollments')
    .selectAll()
    .where('id', '=', enrollmentId)
    .where('owner_hash', '=', ownerHash(key))
    .executeTakeFirst();
  if (!row) throw notFound(target, ENROLLMENT_ID_MESSAGE);
  return { row, filter: fromJsonText<FilterInfo>(row.filter_info) };
}

export const SUBMITTED_MESSAGE = 'This enrollment has already been submitted';

/** As loadOwnedEnrollment, for calls that change it: a submitted enrollment is immutable. */
export async function loadOpenEnrollment(
  deps: AppDeps,
  request: FastifyRequest,
  enrollmentId: string,
  target = 'enrollment_id',
): Promise<OwnedEnrollment> {
  const owned = await loadOwnedEnrollment(deps, request, enrollmentId, target);
  if (owned.row.status !== 'open') throw fieldError(target, SUBMITTED_MESSAGE, 409);
  return owned;
}
