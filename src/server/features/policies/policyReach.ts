import type { FastifyRequest } from 'fastify';
import type { ChangeCaller } from '../../../domain/changeCallers';
import { findSubmittedInBook } from '../../access/bookScope';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import { notFound } from '../../http/appError';
import type { ChangeActor } from '../../policy/policyChanges';

export const POLICY_NOT_FOUND = 'Policy not found';

/** A policy the caller may read and change: its enrollment, who the caller is, and how its history names them. */
export interface ReachedPolicy {
  enrollmentId: string;
  caller: ChangeCaller;
  actor: ChangeActor;
}

/**
 * The member whose member link opened this browser's enrollment (type 'existing-user', made by the
 * member themself): member home's key to their policies. Another browser's enrollment answers as
 * every call naming one does (404 at enrollment_id); one not opened by a member link, as no policy.
 */
export async function memberOfLink(
  deps: AppDeps,
  request: FastifyRequest,
  enrollmentId: string,
): Promise<number> {
  const { row } = await loadOwnedEnrollment(deps, request, enrollmentId);
  if (row.type !== 'existing-user' || row.eprocess !== 'applicant' || row.user_id === null)
    throw notFound('enrollment_id', POLICY_NOT_FOUND);
  return row.user_id;
}

/**
 * The policy `policyId` if the caller reaches it: the member (their member link's `enrollmentId`) their
 * own submitted enrollments; the signed-in rep their book; the signed-in group administrator their
 * group's (the book of business's scope). Anything else answers 404 "Policy not found", never a 403
 * that would tell the policy exists; signed out and without a member link, 401 asks to sign in.
 */
export async function policyInReach(
  deps: AppDeps,
  request: FastifyRequest,
  policyId: string,
  enrollmentId: string | undefined,
): Promise<ReachedPolicy> {
  if (enrollmentId !== undefined) {
    const memberId = await memberOfLink(deps, request, enrollmentId);
    const own = await deps.db
      .selectFrom('enrollments')
      .select('id')
      .where('policy_id', '=', policyId)
      .where('status', '=', 'submitted')
      .where('user_id', '=', memberId)
      .executeTakeFirst();
    if (!own) throw notFound('policy_id', POLICY_NOT_FOUND);
    return { enrollmentId: own.id, caller: 'member', actor: { who: 'member', madeBy: 'member' } };
  }
  const account = await requireAccount(deps, request);
  const row =
    account.kind === 'agent' || account.kind === 'group'
      ? await findSubmittedInBook(deps.db, account, policyId)
      : undefined;
  if (row?.status !== 'submitted') throw notFound('policy_id', POLICY_NOT_FOUND);
  return account.kind === 'agent'
    ? { enrollmentId: row.id, caller: 'rep', actor: { who: 'rep', madeBy: `rep:${account.agent_id}` } }
    : { enrollmentId: row.id, caller: 'group', actor: { who: 'group', madeBy: `group:${account.group_id}` } };
}
