import { AGENCY_ENROLLMENT_NOT_FOUND } from '../../../contract/agencyCalls';
import { apiKeyHolderOf } from '../../agency/agencyKeyAuth';
import type { AppDeps } from '../../appDeps';
import { recordAudit } from '../../audit/auditTrail';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { makePolicyChange } from '../../policy/policyChanges';
import { findInScope } from './agencyEnrollments';

export const API_KEY_READ_ONLY =
  'This API key reads only: changes need a key made with --write (npm run accounts -- add-api-key … --write)';
/** The audit trail's action for a change made through the agency API. */
export const AGENCY_CHANGE_ACTION = 'agency-api-policy-change';

/**
 * Changes through the agency API (issue 41): a key made with --write makes a change to a policy in its
 * scope, as the agency's systems (`agency-key:<key id>` in the policy's history), and the change is
 * written to the audit trail with the key's id. A read-only key is refused before anything is looked
 * up (403); a policy outside the scope answers as an unknown one (404).
 */
export function agencyChangeHandler(deps: AppDeps): HandlersFor<'makeAgencyPolicyChange'> {
  return {
    async makeAgencyPolicyChange({ params, body, request }) {
      const holder = apiKeyHolderOf(request);
      if (!holder.canWrite) throw fieldError('authorization', API_KEY_READ_ONLY, 403);
      const row = await findInScope(deps.db, holder.scope, params.policy_id);
      if (!row?.policy_id || row.status !== 'submitted')
        throw notFound('policy_id', AGENCY_ENROLLMENT_NOT_FOUND);
      const answer = await makePolicyChange(deps, row.id, body, {
        who: 'agency',
        madeBy: `agency-key:${holder.keyId}`,
      });
      await recordAudit(deps.db, {
        enrollmentId: row.id,
        action: AGENCY_CHANGE_ACTION,
        request,
        document: body,
        at: deps.now(),
        details: {
          api_key: holder.keyId,
          policy_id: row.policy_id,
          change_id: answer.change_id,
          kind: body.kind,
        },
      });
      return answer;
    },
  };
}
