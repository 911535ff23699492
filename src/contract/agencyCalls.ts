import { z } from 'zod';
import { pdfFileData } from './applicationPdfCalls';
import { endpoint } from './endpoint';
import { paymentSummarySchema } from './paymentSummaryCalls';
import { policyChange, policyMember } from './policyCalls';
import { money } from './wireFields';

/**
 * The agency API (issue 29): the agency's own systems read submitted enrollments with an API key
 * (`Authorization: Bearer bsk_…`), made by `npm run accounts -- add-api-key`. A rep's key reads that
 * rep's enrollments, a group's key the group's, the agency's key all. An enrollment outside the key's
 * scope answers 404 like an unknown one; an enrollment in progress has no policy id and is not here.
 */

export const AGENCY_PAGE_LIMIT_MAX = 100;
const AGENCY_PAGE_LIMIT_DEFAULT = 25;
export const AGENCY_ENROLLMENT_NOT_FOUND = 'Enrollment not found';
export const AGENCY_STATUSES = ['submitted', 'sent', 'accepted', 'rejected'] as const;

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: () => 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(max, `Must be at most ${max}`)
    .default(fallback);

const isoTime = z.iso.datetime({
  offset: true,
  error: () => 'Must be an ISO 8601 time, e.g. 2026-01-31T00:00:00Z',
});

const policyParams = z.object({
  policy_id: z.string().min(1).max(40, AGENCY_ENROLLMENT_NOT_FOUND),
});

/** `unmasked=true`: numbers shown whole, for the agency's key only, each read audited. */
const unmaskedQuery = z.object({
  unmasked: z
    .enum(['true', 'false'], { error: () => 'Must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

const statusEvent = z.object({
  status: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Words about the step (a carrier's rejection reason), or null. */
  detail: z.string().nullable(),
});

/** One submitted enrollment as the list gives it. */
export const agencyEnrollmentSchema = z.object({
  policy_id: z.string(),
  status: z.enum(AGENCY_STATUSES),
  /** ISO 8601. */
  submitted_at: z.string(),
  /** ISO 8601: the latest change, a status the carrier feed recorded, a policy change and its carrier status included. */
  updated_at: z.string(),
  /** mm/dd/yyyy. */
  effective_date: z.string(),
  plans: z.array(z.object({ plan_name: z.string(), price_label: z.string(), price: money })),
  premium: paymentSummarySchema.pick({
    initial_month_cost: true,
    recurring_month_cost: true,
    one_time_fees: true,
  }),
  rep_id: z.number().nullable(),
  group_id: z.number().nullable(),
});

export const listAgencyEnrollments = endpoint({
  method: 'GET',
  host: 'agency',
  path: 'enrollments',
  security: 'apiKey',
  summary:
    "The submitted enrollments in the key's scope, newest submission first, paged (page, limit up to 100); changed_since (ISO 8601) keeps those changed after that time (a carrier status, a policy change or its carrier status included), status those with that status.",
  query: z.object({
    page: pageNumber(1, 1_000_000),
    limit: pageNumber(AGENCY_PAGE_LIMIT_DEFAULT, AGENCY_PAGE_LIMIT_MAX),
    changed_since: isoTime.optional(),
    status: z
      .enum(AGENCY_STATUSES, { error: () => `Must be one of ${AGENCY_STATUSES.join(', ')}` })
      .optional(),
  }),
  data: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    items: z.array(agencyEnrollmentSchema),
  }),
});

export const getAgencyEnrollment = endpoint({
  method: 'GET',
  host: 'agency',
  path: 'enrollments/:policy_id',
  security: 'apiKey',
  summary:
    "One submitted enrollment whole: every saved step as Review shows it, the saved documents (masked; unmasked=true unmasks them for the agency's key only, and each such read is audited), its status history, and the policy's members with their coverage spans and its changes with their carrier status.",
  params: policyParams,
  query: unmaskedQuery,
  data: agencyEnrollmentSchema.extend({
    unmasked: z.boolean(),
    status_history: z.array(statusEvent),
    /** Each step as Review and View Details show it, in human labels and values, numbers masked. */
    steps: z.array(
      z.object({
        step: z.string(),
        title: z.string(),
        completed: z.boolean(),
        brief: z.string(),
        sections: z.array(
          z.object({
            title: z.string().nullable(),
            rows: z.array(z.object({ label: z.string(), value: z.string() })),
          }),
        ),
      }),
    ),
    /** Each saved step's document by step, as stored (SSNs and account numbers masked unless unmasked). */
    documents: z.record(z.string(), z.record(z.string(), z.unknown())),
    /** The policy's people (member_id 1 the subscriber), each with their coverage spans (issue 41). */
    members: z.array(policyMember),
    /** Every change after the receipt, oldest first: who made it and where it stands with the carriers. */
    changes: z.array(policyChange),
  }),
});

export const getAgencyEnrollmentPdf = endpoint({
  method: 'GET',
  host: 'agency',
  path: 'enrollments/:policy_id/pdf',
  security: 'apiKey',
  summary:
    'The signed application of a submitted enrollment, the same PDF its applicant received (attachment).',
  params: policyParams,
  data: pdfFileData,
  download: { contentType: 'application/pdf' },
});

/** What the carrier feed did with one carrier's part of an enrollment (issue 29). */
export const agencyTransactionSchema = z.object({
  carrier_id: z.number(),
  carrier_name: z.string(),
  /** pending (not in a file yet), sent, accepted, rejected, or skipped (nothing bought from it). */
  status: z.string(),
  /** ISO 8601: when it reached that status. */
  status_at: z.string(),
  /** The carrier's reason for a rejection (or its remarks on an acceptance with errors), else null. */
  detail: z.string().nullable(),
  /** The interchange's file name, its ISA13, and the set's ST02; null until filed. */
  file_name: z.string().nullable(),
  interchange_number: z.number().nullable(),
  transaction_number: z.string().nullable(),
  /** ISO 8601, null until then. */
  sent_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  /** The transaction set as sent (ST to SE, one segment a line), SSNs masked unless unmasked; null until filed. */
  segments: z.string().nullable(),
});

export const getAgencyEnrollment834 = endpoint({
  method: 'GET',
  host: 'agency',
  path: 'enrollments/:policy_id/834',
  security: 'apiKey',
  summary:
    "A submitted enrollment's 834 transactions, one per carrier with a feed: status, file, control numbers, times, the carrier's reason for a rejection, and the transaction set as sent (SSNs masked; unmasked=true unmasks them for the agency's key only, and each such read is audited).",
  params: policyParams,
  query: unmaskedQuery,
  data: z.object({ transactions: z.array(agencyTransactionSchema) }),
});
