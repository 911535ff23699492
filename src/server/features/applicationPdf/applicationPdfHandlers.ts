import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { applicationFileName, renderApplicationPdf } from '../../applicationPdf/applicationPdf';
import { readApplication } from '../../applicationPdf/applicationRecord';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

export const PDF_NOT_READY = 'The application PDF is available once the enrollment is submitted';

/**
 * get-application-pdf: the signed application, made again from what was stored at submission (a
 * submitted enrollment never changes), so the download is the same document the receipt carried.
 */
export function applicationPdfHandlers(deps: AppDeps): HandlersFor<'getApplicationPdf'> {
  return {
    async getApplicationPdf({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const { row } = owned;
      if (row.status !== 'submitted' || !row.policy_id || !row.submitted_at)
        throw fieldError('enrollment_id', PDF_NOT_READY, 409);
      const record = await readApplication(deps, owned, {
        policyId: row.policy_id,
        submittedAt: new Date(row.submitted_at),
      });
      return { filename: applicationFileName(row.policy_id), content: await renderApplicationPdf(record) };
    },
  };
}
