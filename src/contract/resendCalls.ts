import { z } from 'zod';
import { type CorrectionField, correctionFields } from '../domain/formFields/correctionFields';
import { endpoint } from './endpoint';

/**
 * Fix and resend (issue 38): an enrollment a carrier rejected is corrected by the agency (the book of
 * business, or the agency API) and sent to that carrier again as a new transaction (BGN01 15,
 * re-submission). Only a rejected carrier item can be resent; anything else answers 409.
 */

export const RESEND_NOT_REJECTED = 'Only an enrollment this carrier rejected can be corrected and resent';
export const RESEND_NO_CARRIER = 'This enrollment has nothing for that carrier';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Each correctable field, optional (empty leaves it as it is), checked as the wizard's step checks it. */
function correctionShape() {
  const shape = {} as Record<CorrectionField, z.ZodType<string | undefined>>;
  for (const [name, rule] of Object.entries(correctionFields()) as [CorrectionField, { check: z.ZodType }][])
    shape[name] = z.preprocess(
      (value) => (isEmpty(value) ? undefined : value),
      (rule.check as z.ZodType<string>).optional(),
    );
  return shape;
}

const resendCorrections = z.object(correctionShape());
export type ResendCorrections = z.infer<typeof resendCorrections>;

const carrierId = z.coerce
  .number({ error: () => 'Must be a carrier id' })
  .int('Must be a carrier id')
  .positive('Must be a carrier id');

const resendBody = resendCorrections.extend({ carrier_id: carrierId });

const bookPolicyId = z.string().min(1, 'Enrollment not found').max(40, 'Enrollment not found');

/** The book's resend body: the server checks it, and the book's form checks what is typed with it. */
export const resendBookBody = resendBody.extend({ policy_id: bookPolicyId });

/** What a resend answers: the carrier's item back to pending, and the fields that changed (names only). */
const resendAnswer = z.object({
  policy_id: z.string(),
  carrier_id: z.number(),
  status: z.literal('pending'),
  corrected: z.array(z.string()),
});

export const resendBookEnrollment = endpoint({
  method: 'POST',
  path: 'resend-book-enrollment',
  summary:
    "Corrects a submitted enrollment of the signed-in rep's or group's book that a carrier rejected (name, date of birth, gender, SSN, address) and queues it for that carrier again as a new transaction (BGN01 15). Not rejected: 409; not in the book: 404.",
  body: resendBookBody,
  data: resendAnswer,
});

/** Each correctable field as it is on file: text, empty when not saved; the SSN masked to its last four. */
const correctionValues = z.object(
  Object.fromEntries(Object.keys(correctionFields()).map((name) => [name, z.string()])) as Record<
    CorrectionField,
    z.ZodString
  >,
);
export type CorrectionValues = z.infer<typeof correctionValues>;

export const getBookResendForm = endpoint({
  method: 'GET',
  path: 'get-book-resend-form',
  summary:
    "What the book's Fix and resend form starts from: the correctable fields of a submitted enrollment of the signed-in rep's or group's book as they are on file (the SSN masked). Not in the book: 404.",
  query: z.object({ policy_id: bookPolicyId }),
  data: z.object({ policy_id: z.string(), values: correctionValues }),
});

export const resendAgencyEnrollment = endpoint({
  method: 'POST',
  host: 'agency',
  path: 'enrollments/:policy_id/resend',
  security: 'apiKey',
  summary:
    "Corrects a submitted enrollment in the key's scope that a carrier rejected (name, date of birth, gender, SSN, address) and queues it for that carrier again as a new transaction (BGN01 15). Not rejected: 409; outside the scope: 404.",
  params: z.object({ policy_id: z.string().min(1).max(40, 'Enrollment not found') }),
  body: resendBody,
  data: resendAnswer,
});
