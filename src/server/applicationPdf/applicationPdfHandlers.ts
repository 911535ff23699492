import { loadOwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { fieldError } from '../http/appError';
import type { HandlersFor } from '../http/registerEndpoints';
import type { ApplicationPdfs } from './keptApplicationPdfs';
import { submittedApplicationFile } from './submittedApplicationFile';

const PDF_NOT_READY = 'The application PDF is available once the enrollment is submitted';

/**
 * get-application-pdf: the signed application, rendered once from what was stored at submission (a
 * submitted enrollment never changes) and kept, so the download is the document the receipt carried.
 */
export function applicationPdfHandlers(
  deps: AppDeps,
  pdfs: ApplicationPdfs,
): HandlersFor<'getApplicationPdf'> {
  return {
    async getApplicationPdf({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const { row } = owned;
      if (row.status !== 'submitted' || !row.policy_id || !row.submitted_at)
        throw fieldError('enrollment_id', PDF_NOT_READY, 409);
      return submittedApplicationFile(
        pdfs,
        owned,
        { policyId: row.policy_id, submittedAt: row.submitted_at },
        'enrollment_id',
      );
    },
  };
}
