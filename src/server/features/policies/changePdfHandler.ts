import type { AppDeps } from '../../appDeps';
import { changePdfFile } from '../../changePdf/changePdfFile';
import type { HandlersFor } from '../../http/registerEndpoints';
import { policyInReach } from './policyReach';

/**
 * get-change-pdf (issue 41): a change's confirmation for the member (by their member link), the rep or
 * the group administrator whose reach holds the policy (policyReach.ts); outside it, 404.
 */
export function changePdfHandler(deps: AppDeps): HandlersFor<'getChangePdf'> {
  return {
    async getChangePdf({ query, request }) {
      const reached = await policyInReach(deps, request, query.policy_id, query.enrollment_id);
      return changePdfFile(deps, reached.enrollmentId, query.change_id);
    },
  };
}
