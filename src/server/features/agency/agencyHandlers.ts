import { AGENCY_ENROLLMENT_NOT_FOUND } from '../../../contract/agencyCalls';
import { ownedOutsideBrowser } from '../../access/enrollmentAccess';
import { apiKeyHolderOf } from '../../agency/agencyKeyAuth';
import { statusHistories } from '../../agency/statusEvents';
import type { AppDeps } from '../../appDeps';
import { readApplication } from '../../applicationPdf/applicationRecord';
import type { ApplicationPdfs } from '../../applicationPdf/keptApplicationPdfs';
import { submittedApplicationFile } from '../../applicationPdf/submittedApplicationFile';
import { recordAudit } from '../../audit/auditTrail';
import { feedTransactionsOf } from '../../feed/feedTransactions';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { maskTab, openTab } from '../../wizard/tabSecrets';
import { readTab, type TabDoc } from '../../wizard/tabStore';
import { describeEnrollment, findInScope, listInScope } from './agencyEnrollments';

export const UNMASKED_FOR_AGENCY_ONLY = "Only the agency's key reads unmasked values";
/** The audit trail's action for a read of an enrollment's unmasked values through the agency API. */
export const UNMASKED_READ_ACTION = 'agency-api-unmasked-read';

/**
 * The agency API: submitted enrollments in the scope of the key that opened the call
 * (agency/agencyKeyAuth.ts). One outside the scope is answered as unknown (404).
 */
export function agencyHandlers(
  deps: AppDeps,
  pdfs: ApplicationPdfs,
): HandlersFor<
  'listAgencyEnrollments' | 'getAgencyEnrollment' | 'getAgencyEnrollment834' | 'getAgencyEnrollmentPdf'
> {
  const submittedInScope = async (request: Parameters<typeof apiKeyHolderOf>[0], policyId: string) => {
    const row = await findInScope(deps.db, apiKeyHolderOf(request).scope, policyId);
    if (!row?.policy_id || !row.submitted_at) throw notFound('policy_id', AGENCY_ENROLLMENT_NOT_FOUND);
    return { row, policyId: row.policy_id, submittedAt: row.submitted_at };
  };

  return {
    async listAgencyEnrollments({ query, request }) {
      const { scope } = apiKeyHolderOf(request);
      const found = await listInScope(deps, scope, {
        page: query.page,
        limit: query.limit,
        changedSince: query.changed_since,
        status: query.status,
      });
      return { page: query.page, limit: query.limit, ...found };
    },

    async getAgencyEnrollment({ params, query, request }) {
      const holder = apiKeyHolderOf(request);
      const { row, policyId, submittedAt } = await submittedInScope(request, params.policy_id);
      // Unmasked values for the agency's own key only (docs/decisions.md, issue 29).
      if (query.unmasked && holder.scope.kind !== 'agency')
        throw fieldError('unmasked', UNMASKED_FOR_AGENCY_ONLY, 403);
      const owned = ownedOutsideBrowser(row);
      const application = await readApplication(deps, owned, {
        policyId,
        submittedAt: new Date(submittedAt),
      });
      const documents: Record<string, TabDoc> = {};
      for (const { step, completed } of application.steps) {
        if (!completed) continue;
        const stored = await readTab(deps, row.id, step);
        if (!stored) continue;
        documents[step] = query.unmasked
          ? openTab(step, stored, deps.secretBox)
          : maskTab(step, stored, deps.secretBox);
      }
      // Written before the values leave: an unmasked read that cannot be audited is not answered.
      if (query.unmasked)
        await recordAudit(deps.db, {
          enrollmentId: row.id,
          action: UNMASKED_READ_ACTION,
          request,
          document: documents,
          at: deps.now(),
          details: { api_key: holder.keyId, policy_id: policyId },
        });
      const history = (await statusHistories(deps.db, [row.id])).get(row.id) ?? [];
      return {
        ...(await describeEnrollment(deps, row, history)),
        unmasked: query.unmasked,
        status_history: history,
        steps: application.steps,
        documents,
      };
    },

    async getAgencyEnrollment834({ params, query, request }) {
      const holder = apiKeyHolderOf(request);
      const { row, policyId } = await submittedInScope(request, params.policy_id);
      if (query.unmasked && holder.scope.kind !== 'agency')
        throw fieldError('unmasked', UNMASKED_FOR_AGENCY_ONLY, 403);
      const transactions = await feedTransactionsOf(deps, row.id, !query.unmasked);
      if (query.unmasked)
        await recordAudit(deps.db, {
          enrollmentId: row.id,
          action: UNMASKED_READ_ACTION,
          request,
          document: { transactions },
          at: deps.now(),
          details: { api_key: holder.keyId, policy_id: policyId, call: '834' },
        });
      return { transactions };
    },

    async getAgencyEnrollmentPdf({ params, request }) {
      const { row, policyId, submittedAt } = await submittedInScope(request, params.policy_id);
      return submittedApplicationFile(pdfs, ownedOutsideBrowser(row), { policyId, submittedAt }, 'policy_id');
    },
  };
}
