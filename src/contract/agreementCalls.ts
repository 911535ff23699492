import { z } from 'zod';
import { AGREEMENT_FIELD_NAMES, AGREEMENT_MODES } from '../domain/agreement/agreementModes';
import { agreementTextSchema } from './agreementBillingCalls';
import { customFieldOnWire } from './customFieldWire';
import { endpoint } from './endpoint';
import { enrollmentQuery, listResult } from './wireFields';

/**
 * One field of the Agreement step as the server decides it for this enrollment: which are
 * required gives the mode (document 3, 4.4); names, codes, question and date carry the server's
 * values and are read-only. The signature's value is always empty: it is never sent back.
 */
const agreementFieldDefinition = z.object({
  field_name: z.enum(AGREEMENT_FIELD_NAMES),
  value: z.string(),
  required: z.boolean(),
  read_only: z.boolean(),
});
export type AgreementFieldDefinition = z.infer<typeof agreementFieldDefinition>;

/** The Agreement step's fields: Broker, Group or Applicant Verification, or a signature only. */
export const getFormFieldsAgreementInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-agreement-info',
  summary:
    "The Agreement step's fields for this enrollment (required, read-only, value): the verification mode, question, names, codes and date.",
  query: enrollmentQuery,
  // custom_fields: the catalog's own questions of the step for this enrollment, by position.
  data: listResult(agreementFieldDefinition).extend({ custom_fields: z.array(customFieldOnWire).optional() }),
});

/**
 * The Agreement step's saved document as get-enrollment-temp-info reads it back (the signature
 * masked), and its draft (ticks and answer only). The texts agreed to are kept word for word.
 */
export const savedAgreement = z.object({
  mode: z.enum(AGREEMENT_MODES).optional(),
  eprocess: z.string().optional(),
  question_id: z.union([z.number(), z.string()]).nullable().optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
  verification_code: z.string().optional(),
  date: z.string().optional(),
  agent_name: z.string().optional(),
  agent_code: z.string().optional(),
  group_name: z.string().optional(),
  group_code: z.string().optional(),
  user_name: z.string().optional(),
  signature: z.string().optional(),
  acknowledgements: z.array(z.boolean()).optional(),
  agreed_texts: z.array(agreementTextSchema).optional(),
  texts_hash: z.string().optional(),
  esign_consent: z.boolean().optional(),
  signed_at: z.string().optional(),
});
