import { z } from 'zod';
import { beneficiaryFields, entryId } from '../domain/formFields/beneficiaryFields';
import { contactFields } from '../domain/formFields/contactFields';
import { employerFields } from '../domain/formFields/employerFields';
import { personalFields } from '../domain/formFields/personalFields';
import { staticShape } from '../domain/formFields/stepFields';
import { agreementShape } from '../domain/forms/agreementForm';
import { billingWire } from '../domain/forms/billingForm';
import { reviewForm } from '../domain/forms/reviewForm';
import { AGREEMENT_BODY_BYTES, DEPENDENTS_BODY_BYTES, HEALTH_BODY_BYTES } from './bodyLimits';
import { customValuesWire } from './customFieldWire';
import { dependentList } from './dependentCalls';
import { endpoint } from './endpoint';
import { primaryHealthShape } from './healthCalls';
import { paymentSummarySchema } from './paymentSummaryCalls';
import { enrollmentId, enrollmentQuery, listResult, money } from './wireFields';

/** The wizard's tab names as get-dynamic-tabs sends them. */
export const TAB_NAMES = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
  'review_info',
] as const;
export type TabName = (typeof TAB_NAMES)[number];

export const getDynamicTabs = endpoint({
  method: 'GET',
  path: 'get-dynamic-tabs',
  summary:
    "The wizard's steps for this enrollment, which are required, their order, and which are complete: saved, and (the dependents) still fitting the tier. Review opens once every required step before it is complete.",
  query: enrollmentQuery,
  data: listResult(
    z.object({
      tab_name: z.enum(TAB_NAMES),
      required: z.boolean(),
      order: z.number().int(),
      complete: z.boolean(),
    }),
  ),
});

const savedTab = z.object({ next_tab: z.enum(TAB_NAMES).nullable() });

/**
 * A step's save call: the enrollment id and the step's fields. The declaration checks types and
 * sizes; the server then applies the check built from this enrollment's field list (the same one
 * the form uses), so what is required depends on the form configuration. Its route is literals, so
 * the browser's build keeps only the route of each call made with it, not every step's schemas
 * (scripts/contractDescriptors.ts).
 */
function saveStep<S extends z.ZodType>(path: string, summary: string, form: S, bodyLimit?: number) {
  return endpoint({
    method: 'POST',
    path,
    summary,
    body: z.object({ enrollment_id: enrollmentId }).and(form),
    data: savedTab,
    bodyLimit,
  });
}

export const savePersonalInfo = saveStep(
  'save-personal-info',
  'Saves Personal Information.',
  staticShape(personalFields()).extend({ custom_fields: customValuesWire.optional() }),
);
export const saveContactInfo = saveStep(
  'save-contact-info',
  'Saves Contact Information.',
  staticShape(contactFields()).extend({ custom_fields: customValuesWire.optional() }),
);
export const saveEmployerInfo = saveStep(
  'save-employer-info',
  'Saves Employer Information.',
  staticShape(employerFields()).extend({ custom_fields: customValuesWire.optional() }),
);

const LIST_SHAPE_LIMIT = 20;

/** An entry of a list step: its server-given id (absent for a new entry) and its fields. */
export const beneficiaryEntry = staticShape(beneficiaryFields()).extend({
  beneficiary_id: entryId().optional(),
});
export const saveBeneficiaryInfo = saveStep(
  'save-beneficiary-info',
  'Saves the beneficiaries.',
  // A longer list than the rule allows still reaches the rule, which says so in the product's words.
  z.object({ beneficiaries: z.array(beneficiaryEntry).max(LIST_SHAPE_LIMIT) }),
);
export const savePrimaryHealthInfo = saveStep(
  'save-primary-health-info',
  'Saves the Primary Health Questions.',
  // The catalog's questions of the step sit apart from the health questions' answers.
  primaryHealthShape.extend({ custom_fields: customValuesWire.optional() }),
  HEALTH_BODY_BYTES,
);
/** Each dependent is checked as validate-single-dependent checks it, and the list against the tier, on the server. */
export const saveDependentInfo = saveStep(
  'save-dependent-info',
  'Saves the dependents.',
  dependentList,
  DEPENDENTS_BODY_BYTES,
);
/** Types and sizes only; the server checks the entry by payment type, its method, routing and address. */
export const saveBillingInfo = saveStep(
  'save-billing-info',
  'Saves Billing Information.',
  billingWire.extend({ custom_fields: customValuesWire.optional() }),
);
/** Every field of document 3 plus the ticks and the consent; required fields and read-only values are the server's. */
export const saveAgreementInfo = saveStep(
  'save-agreement-info',
  'Saves the agreement: the texts ticked, the consent to sign electronically, the verification and the signature.',
  agreementShape.extend({ custom_fields: customValuesWire.optional() }),
  AGREEMENT_BODY_BYTES,
);

/** Document 3's first_enroll: the browser marks its first submission (true or 1); kept with the review. */
const firstEnroll = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

export const saveReviewInfo = endpoint({
  method: 'POST',
  path: 'save-review-info',
  summary:
    'Saves the review notes (additional_notes, first_enroll) and submits the enrollment; answers the confirmation number. The receipt e-mail carries the signed application PDF.',
  body: reviewForm.extend({ enrollment_id: enrollmentId, first_enroll: firstEnroll.optional() }),
  data: z.object({ policy_id: z.string() }),
});

export const getReceipt = endpoint({
  method: 'GET',
  path: 'get-receipt',
  summary:
    'What a submitted enrollment bought, for its own browser only: the confirmation number, the name, each plan with its option and monthly price, the effective date, the first and recurring amounts and how the first payment is taken.',
  query: enrollmentQuery,
  data: paymentSummarySchema.extend({
    policy_id: z.string(),
    name: z.string(),
    plans: z.array(z.object({ plan_name: z.string(), price_label: z.string(), price: money })),
  }),
});
