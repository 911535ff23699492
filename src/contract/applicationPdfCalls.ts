import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentQuery } from './wireFields';

/** A PDF answered as a file to save: its name and its bytes. */
export const pdfFileData = z.object({
  filename: z.string(),
  content: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Not a file'),
});

/**
 * The signed application of a submitted enrollment as a PDF (beyond document 3): the receipt
 * page's download, for the browser that owns the enrollment only; any other gets 404.
 */
export const getApplicationPdf = endpoint({
  method: 'GET',
  path: 'get-application-pdf',
  summary:
    'The signed application of a submitted enrollment as a PDF file (Content-Disposition attachment), only to the browser that owns it.',
  query: enrollmentQuery,
  data: pdfFileData,
  download: { contentType: 'application/pdf' },
});
