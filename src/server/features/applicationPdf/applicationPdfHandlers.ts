import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { applicationFileName } from '../../applicationPdf/applicationPdf';
import type { ApplicationPdfs } from '../../applicationPdf/keptApplicationPdfs';
import { RenderQueueFull } from '../../applicationPdf/renderPool';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

export const PDF_NOT_READY = 'The application PDF is available once the enrollment is submitted';
export const PDF_BUSY = 'The application PDF cannot be made right now. Please try again in a minute.';

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
      try {
        const content = await pdfs.ofSubmitted(owned, {
          policyId: row.policy_id,
          submittedAt: new Date(row.submitted_at),
        });
        return { filename: applicationFileName(row.policy_id), content };
      } catch (error) {
        if (error instanceof RenderQueueFull) throw fieldError('enrollment_id', PDF_BUSY, 503);
        throw error;
      }
    },
  };
}
