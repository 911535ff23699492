import { AGENCY_ENROLLMENT_NOT_FOUND } from '../../../contract/agencyCalls';
import { ownedOutsideBrowser } from '../../access/enrollmentAccess';
import { apiKeyHolderOf } from '../../agency/agencyKeyAuth';
import type { ApiKeyHolder } from '../../agency/apiKeys';
import { statusHistories } from '../../agency/statusEvents';
import type { AppDeps } from '../../appDeps';
import type { ApplicationPdfs } from '../../applicationPdf/keptApplicationPdfs';
import { readApplication } from '../../applicationPdf/readApplication';
import { submittedApplicationFile } from '../../applicationPdf/submittedApplicationFile';
import { recordAudit } from '../../audit/auditTrail';
import { maskTab, openTab } from '../../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../../enrollment/tabStore';
import { feedTransactionsOf } from '../../feed/feedTransactions';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { policyViewOf } from '../../policy/policyView';
import { describeEnrollment, findInScope, listInScope } from './agencyEnrollments';

export const UNMASKED_FOR_AGENCY_ONLY = "Only the agency's key reads unmasked values";
/** The audit trail's action for a read of an enrollment's unmasked values through the agency API. */
export const UNMASKED_READ_ACTION = 'agency-api-unmasked-read';

/** Unmasked values for the agency's own key only (docs/decisions.md, issue 29). */
function refuseUnmaskedOutsideAgency(holder: ApiKeyHolder, unmasked: boolean): void {
  if (unmasked && holder.scope.kind !== 'agency') throw fieldError('unmasked', UNMASKED_FOR_AGENCY_ONLY, 403);
}

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

  /** Written before the values leave: an unmasked read that cannot be audited is not answered. */
  const auditUnmaskedRead = async (
    request: Parameters<typeof apiKeyHolderOf>[0],
    enrollmentId: string,
    details: Record<string, string>,
    document: object,
  ) =>
    recordAudit(deps.db, {
      enrollmentId,
      action: UNMASKED_READ_ACTION,
      request,
      document,
      at: deps.now(),
      details: { api_key: apiKeyHolderOf(request).keyId, ...details },
    });

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
      refuseUnmaskedOutsideAgency(holder, query.unmasked);
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
      if (query.unmasked) await auditUnmaskedRead(request, row.id, { policy_id: policyId }, documents);
      const history = (await statusHistories(deps.db, [row.id])).get(row.id) ?? [];
      const policy = await policyViewOf(deps, row.id, deps.now());
      return {
        ...(await describeEnrollment(deps, row, history)),
        unmasked: query.unmasked,
        status_history: history,
        steps: application.steps,
        documents,
        members: policy?.members ?? [],
        changes: policy?.changes ?? [],
      };
    },

    async getAgencyEnrollment834({ params, query, request }) {
      const holder = apiKeyHolderOf(request);
      const { row, policyId } = await submittedInScope(request, params.policy_id);
      refuseUnmaskedOutsideAgency(holder, query.unmasked);
      const transactions = await feedTransactionsOf(deps, row.id, !query.unmasked);
      if (query.unmasked)
        await auditUnmaskedRead(request, row.id, { policy_id: policyId, call: '834' }, { transactions });
      return { transactions };
    },

    async getAgencyEnrollmentPdf({ params, request }) {
      const { row, policyId, submittedAt } = await submittedInScope(request, params.policy_id);
      return submittedApplicationFile(pdfs, ownedOutsideBrowser(row), { policyId, submittedAt }, 'policy_id');
    },
  };
}
