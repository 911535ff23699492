import type { OwnedEnrollment } from '../access/enrollmentAccess';
import { fieldError } from '../http/appError';
import { applicationFileName } from '../pdfRender/applicationPdf';
import { RenderQueueFull } from '../pdfRender/renderPool';
import type { ApplicationPdfs } from './keptApplicationPdfs';

export const PDF_BUSY = 'The application PDF cannot be made right now. Please try again in a minute.';

/**
 * A submitted enrollment's signed application as the file to download: the kept PDF (rendered once
 * from what was stored at submission), named by its confirmation number. A full render queue answers
 * 503 on `target`.
 */
export async function submittedApplicationFile(
  pdfs: ApplicationPdfs,
  owned: OwnedEnrollment,
  submission: { policyId: string; submittedAt: string },
  target: string,
): Promise<{ filename: string; content: Uint8Array }> {
  try {
    const content = await pdfs.ofSubmitted(owned, {
      policyId: submission.policyId,
      submittedAt: new Date(submission.submittedAt),
    });
    return { filename: applicationFileName(submission.policyId), content };
  } catch (error) {
    if (error instanceof RenderQueueFull) throw fieldError(target, PDF_BUSY, 503);
    throw error;
  }
}
