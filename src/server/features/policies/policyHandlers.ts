import type { FastifyRequest } from 'fastify';
import type { PolicyChangeRequest, PolicyView } from '../../../contract/policyCalls';
import { callerRefusal } from '../../../domain/changeCallers';
import type { AppDeps } from '../../appDeps';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { makePolicyChange, previewPolicyChange } from '../../policy/policyChanges';
import { policyViewOf } from '../../policy/policyView';
import { memberOfLink, POLICY_NOT_FOUND, policyInReach, type ReachedPolicy } from './policyReach';

/**
 * A policy after its receipt on the enrollment host (issue 41): read and changed by the member from
 * their member link, and by the signed-in rep or group administrator from the book of business, each
 * within their reach (policyReach.ts) and the kinds they may make (domain/changeCallers.ts).
 */
export function policyHandlers(
  deps: AppDeps,
): HandlersFor<'getMemberPolicies' | 'getPolicy' | 'previewPolicyChange' | 'makePolicyChange'> {
  const viewOf = async (enrollmentId: string): Promise<PolicyView> => {
    const view = await policyViewOf(deps, enrollmentId, deps.now());
    if (!view) throw notFound('policy_id', POLICY_NOT_FOUND);
    return view;
  };

  /** The policy in reach and the change, refused (403) when the caller may not make its kind. */
  const changeInReach = async (
    request: FastifyRequest,
    body: PolicyChangeRequest & { policy_id: string; enrollment_id?: string },
  ): Promise<{ reached: ReachedPolicy; change: PolicyChangeRequest }> => {
    const { policy_id: policyId, enrollment_id: enrollmentId, ...change } = body;
    const reached = await policyInReach(deps, request, policyId, enrollmentId);
    const refusal = callerRefusal(reached.caller, change.kind, change.event);
    if (refusal) throw fieldError(refusal.target, refusal.message, 403);
    return { reached, change };
  };

  return {
    async getMemberPolicies({ query, request }) {
      const memberId = await memberOfLink(deps, request, query.enrollment_id);
      const rows = await deps.db
        .selectFrom('enrollments')
        .select('id')
        .where('user_id', '=', memberId)
        .where('status', '=', 'submitted')
        .where('policy_id', 'is not', null)
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const policies: PolicyView[] = [];
      for (const row of rows) policies.push(await viewOf(row.id));
      return { policies };
    },

    async getPolicy({ query, request }) {
      const reached = await policyInReach(deps, request, query.policy_id, query.enrollment_id);
      return viewOf(reached.enrollmentId);
    },

    async previewPolicyChange({ body, request }) {
      const { reached, change } = await changeInReach(request, body);
      return previewPolicyChange(deps, reached.enrollmentId, change, reached.actor);
    },

    async makePolicyChange({ body, request }) {
      const { reached, change } = await changeInReach(request, body);
      return makePolicyChange(deps, reached.enrollmentId, change, reached.actor);
    },
  };
}
