import { z } from 'zod';
import { AGENCY_STATUSES } from './agencyCalls';
import { pdfFileData } from './applicationPdfCalls';
import { endpoint } from './endpoint';
import { resumed } from './saveEnrollmentCalls';
import { enrollmentId, money } from './wireFields';

/**
 * The book of business (issue 29): the signed-in rep's or group administrator's enrollments, in
 * progress and submitted, with status, plans, effective date and premium; searched, paged and
 * filtered on the server, and downloadable as CSV with the same search. No SSN or other secret is in it.
 */

export const BOOK_PAGE_SIZE = 10;
/** The statuses of the book: not yet submitted, then the carrier feed's (agency/statusEvents.ts). */
export const BOOK_STATUSES = ['in_progress', ...AGENCY_STATUSES] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
export const BOOK_STATUS_LABELS: Record<BookStatus, string> = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  sent: 'Sent to carrier',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
export const BOOK_ENROLLMENT_NOT_FOUND = 'Enrollment not found';

const bookQuery = z.object({
  /** Part of the applicant's name or of the policy id. */
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  page: z.coerce
    .number({ error: () => 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(100_000, 'Must be at most 100000')
    .default(1),
  status: z.enum(BOOK_STATUSES, { error: () => `Must be one of ${BOOK_STATUSES.join(', ')}` }).optional(),
});

/** Where one carrier's part of a submitted enrollment stands (the carrier feed's item). */
export const BOOK_CARRIER_STATUSES = ['pending', 'sent', 'accepted', 'rejected', 'skipped'] as const;
export type BookCarrierStatus = (typeof BOOK_CARRIER_STATUSES)[number];

const bookCarrier = z.object({
  /** What the resend call names (resendCalls.ts). */
  carrier_id: z.number(),
  carrier_name: z.string(),
  /** pending (not in a file yet), sent, accepted, rejected, or skipped (nothing bought from it). */
  status: z.enum(BOOK_CARRIER_STATUSES),
  /** The carrier's reason for a rejection (or the resend's words), values masked; else null. */
  detail: z.string().nullable(),
  /** Corrected and sent again at least once (its next or latest transaction a re-submission). */
  resent: z.boolean(),
  /** This carrier rejected it and no resend is pending: the book offers Fix and resend. */
  resendable: z.boolean(),
});
export type BookCarrier = z.infer<typeof bookCarrier>;

const bookRow = z.object({
  /** Empty while the applicant's name is not yet saved. */
  name: z.string(),
  /** Null while in progress. */
  policy_id: z.string().nullable(),
  status: z.enum(BOOK_STATUSES),
  /** The carrier's rejection reason when rejected, else null. */
  status_detail: z.string().nullable(),
  /** In progress: the title of the furthest step saved ("Personal Information"), or null before any. */
  step_reached: z.string().nullable(),
  plans: z.array(z.string()),
  /** mm/dd/yyyy; empty when not yet known. */
  effective_date: z.string(),
  initial_month_cost: money,
  recurring_month_cost: money,
  /** ISO 8601: started (in progress) or submitted. */
  started_or_submitted_at: z.string(),
  /** Only on an in-progress enrollment the signed-in rep started: what Continue sends. */
  enrollment_id: enrollmentId.nullable(),
  /** Submitted: each carrier's part (by carrier name); empty while in progress or before the feed queues it. */
  carriers: z.array(bookCarrier),
});
export type BookRow = z.infer<typeof bookRow>;

export const getBookOfBusiness = endpoint({
  method: 'GET',
  path: 'get-book-of-business',
  summary:
    "The signed-in rep's or group administrator's enrollments, in progress and submitted, newest first, ten a page; search matches the applicant's name or the policy id, status keeps one status.",
  query: bookQuery,
  data: z.object({ result: z.array(bookRow), total: z.number(), page: z.number() }),
});

export const getBookOfBusinessCsv = endpoint({
  method: 'GET',
  path: 'get-book-of-business-csv',
  summary:
    'The same enrollments as get-book-of-business, every page, as a CSV file (attachment); cells starting with = + - @ are neutralised.',
  query: bookQuery.omit({ page: true }),
  data: pdfFileData,
  download: { contentType: 'text/csv; charset=utf-8' },
});

export const continueBookEnrollment = endpoint({
  method: 'POST',
  path: 'continue-book-enrollment',
  summary:
    'Continues, in this browser, an enrollment in progress that the signed-in rep started; any other is unknown (404).',
  body: z.object({ enrollment_id: enrollmentId }),
  data: resumed,
});
