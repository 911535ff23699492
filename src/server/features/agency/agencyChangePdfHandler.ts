import { AGENCY_ENROLLMENT_NOT_FOUND } from '../../../contract/agencyCalls';
import { apiKeyHolderOf } from '../../agency/agencyKeyAuth';
import type { AppDeps } from '../../appDeps';
import { changePdfFile } from '../../changePdf/changePdfFile';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { findInScope } from './agencyEnrollments';

/**
 * GET /api/agency/v1/enrollments/{policy_id}/changes/{change_id}/pdf (issue 41): a change's
 * confirmation PDF for any key (reading keys too) whose scope holds the policy; outside the scope the
 * policy answers as an unknown one (404), and a change not of this policy 404 at change_id.
 */
export function agencyChangePdfHandler(deps: AppDeps): HandlersFor<'getAgencyChangePdf'> {
  return {
    async getAgencyChangePdf({ params, request }) {
      const row = await findInScope(deps.db, apiKeyHolderOf(request).scope, params.policy_id);
      if (!row?.policy_id || row.status !== 'submitted')
        throw notFound('policy_id', AGENCY_ENROLLMENT_NOT_FOUND);
      return changePdfFile(deps, row.id, params.change_id);
    },
  };
}
