import { AGENCY_ENROLLMENT_NOT_FOUND } from '../../../contract/agencyCalls';
import { apiKeyHolderOf } from '../../agency/agencyKeyAuth';
import type { AppDeps } from '../../appDeps';
import { resendInTransaction } from '../../feed/feedResend';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { findInScope } from './agencyEnrollments';

/**
 * Fix and resend through the agency API (issue 38): any key corrects an enrollment in its scope that a
 * carrier rejected; one outside the scope answers 404 like an unknown policy id.
 */
export function agencyResendHandler(deps: AppDeps): HandlersFor<'resendAgencyEnrollment'> {
  return {
    async resendAgencyEnrollment({ params, body, request }) {
      const holder = apiKeyHolderOf(request);
      const row = await findInScope(deps.db, holder.scope, params.policy_id);
      if (!row?.policy_id) throw notFound('policy_id', AGENCY_ENROLLMENT_NOT_FOUND);
      const by = `agency API key ${holder.keyId}`;
      return resendInTransaction(deps, { id: row.id, policyId: row.policy_id }, body, by);
    },
  };
}
