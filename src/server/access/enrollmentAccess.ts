import type { FastifyRequest } from 'fastify';
import type { FilterInfo } from '../../contract/filterCalls';
import { ENROLLMENT_ID_MESSAGE } from '../../contract/wireFields';
import type { AppDeps } from '../appDeps';
import { fromJsonText } from '../db/json';
import type { AccountTable, EnrollmentTable } from '../db/schema';
import { fieldError, notFound } from '../http/appError';
import { ownerHash, readOwnerKey } from '../http/ownerCookie';
import { currentAccount } from './sessionAccess';

export interface OwnedEnrollment {
  row: EnrollmentTable;
  filter: FilterInfo;
  /**
   * The signed-in rep or group administrator whose enrollment this is, for a rep's or group's
   * enrollment (it opens only for them); null for a shopper's enrollment, whose session is not read.
   */
  account: AccountTable | null;
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
  const key = readOwnerKey(deps, request);
  if (!key) throw notFound(target, ENROLLMENT_ID_MESSAGE);
  const row = await deps.db
    .selectFrom('enrollments')
    .selectAll()
    .where('id', '=', enrollmentId)
    .where('owner_hash', '=', ownerHash(key))
    .executeTakeFirst();
  if (!row) throw notFound(target, ENROLLMENT_ID_MESSAGE);
  const account = await sessionThatOpens(deps, request, row);
  if (account === undefined) throw notFound(target, ENROLLMENT_ID_MESSAGE);
  return { row, filter: fromJsonText<FilterInfo>(row.filter_info), account };
}

/**
 * A rep's or group administrator's enrollment (for a member, or a group's employee) opens only while
 * that rep or administrator is signed in in the browser: after sign-out, the browser's own key no
 * longer reaches it. A shopper's enrollment needs the browser's key alone (null: no session read).
 * Undefined when the enrollment does not open.
 */
async function sessionThatOpens(
  deps: AppDeps,
  request: FastifyRequest,
  row: EnrollmentOwners,
): Promise<AccountTable | null | undefined> {
  if (row.eprocess !== 'rep' && row.eprocess !== 'group') return null;
  const account = await currentAccount(deps, request);
  return account && accountOwnsEnrollment(account, row) ? account : undefined;
}

type EnrollmentOwners = Pick<EnrollmentTable, 'eprocess' | 'agent_id' | 'group_id'>;

/** A rep owns the enrollments they make for members; a group administrator, the group's. */
function accountOwnsEnrollment(account: AccountTable, row: EnrollmentOwners): boolean {
  if (row.eprocess === 'rep') return account.kind === 'agent' && account.agent_id === row.agent_id;
  if (row.eprocess === 'group') return account.kind === 'group' && account.group_id === row.group_id;
  return false;
}

/**
 * An enrollment read outside any browser's binding, as the wizard's readers take it (no session): the
 * agency API's key or the book of business's scope opened it.
 */
export function ownedOutsideBrowser(row: EnrollmentTable): OwnedEnrollment {
  return { row, filter: fromJsonText<FilterInfo>(row.filter_info), account: null };
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
