import { z } from 'zod';
import { beneficiaryFields, entryId } from '../domain/formFields/beneficiaryFields';
import { contactFields } from '../domain/formFields/contactFields';
import { employerFields } from '../domain/formFields/employerFields';
import { personalFields } from '../domain/formFields/personalFields';
import { staticShape } from '../domain/formFields/stepFields';
import { agreementShape } from '../domain/forms/agreementForm';
import { billingWire } from '../domain/forms/billingForm';
import { reviewForm } from '../domain/forms/reviewForm';
import { dependentList } from './dependentCalls';
import { endpoint } from './endpoint';
import { primaryHealthShape } from './healthCalls';
import { enrollmentId, enrollmentQuery, listResult } from './wireFields';

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
  summary: "The wizard's steps for this enrollment, which are required, and their order.",
  query: enrollmentQuery,
  data: listResult(z.object({ tab_name: z.enum(TAB_NAMES), required: z.boolean(), order: z.number().int() })),
});

const savedTab = z.object({ next_tab: z.enum(TAB_NAMES).nullable() });

/**
 * A step's save body: the enrollment id and the step's fields. The declaration checks types and
 * sizes; the server then applies the check built from this enrollment's field list (the same one
 * the form uses), so what is required depends on the form configuration. Each save call below is
 * written out as a literal `endpoint({...})` so the browser's build keeps only its route
 * (scripts/contractDescriptors.ts), not every step's schemas.
 */
const stepBody = <S extends z.ZodType>(form: S) => z.object({ enrollment_id: enrollmentId }).and(form);

export const savePersonalInfo = endpoint({
  method: 'POST',
  path: 'save-personal-info',
  summary: 'Saves Personal Information.',
  body: stepBody(staticShape(personalFields())),
  data: savedTab,
});
export const saveContactInfo = endpoint({
  method: 'POST',
  path: 'save-contact-info',
  summary: 'Saves Contact Information.',
  body: stepBody(staticShape(contactFields())),
  data: savedTab,
});
export const saveEmployerInfo = endpoint({
  method: 'POST',
  path: 'save-employer-info',
  summary: 'Saves Employer Information.',
  body: stepBody(staticShape(employerFields())),
  data: savedTab,
});

const LIST_SHAPE_LIMIT = 20;

/** An entry of a list step: its server-given id (absent for a new entry) and its fields. */
export const beneficiaryEntry = staticShape(beneficiaryFields()).extend({
  beneficiary_id: entryId().optional(),
});
export const saveBeneficiaryInfo = endpoint({
  method: 'POST',
  path: 'save-beneficiary-info',
  summary: 'Saves the beneficiaries.',
  // A longer list than the rule allows still reaches the rule, which says so in the product's words.
  body: stepBody(z.object({ beneficiaries: z.array(beneficiaryEntry).max(LIST_SHAPE_LIMIT) })),
  data: savedTab,
});
export const savePrimaryHealthInfo = endpoint({
  method: 'POST',
  path: 'save-primary-health-info',
  summary: 'Saves the Primary Health Questions.',
  body: stepBody(primaryHealthShape),
  data: savedTab,
});
/** Each dependent is checked as validate-single-dependent checks it, and the list against the tier, on the server. */
export const saveDependentInfo = endpoint({
  method: 'POST',
  path: 'save-dependent-info',
  summary: 'Saves the dependents.',
  body: stepBody(dependentList),
  data: savedTab,
});
/** Types and sizes only; the server checks the entry by payment type, its method, routing and address. */
export const saveBillingInfo = endpoint({
  method: 'POST',
  path: 'save-billing-info',
  summary: 'Saves Billing Information.',
  body: stepBody(billingWire),
  data: savedTab,
});
/** Every field of document 3 plus the ticks and the consent; required fields and read-only values are the server's. */
export const saveAgreementInfo = endpoint({
  method: 'POST',
  path: 'save-agreement-info',
  summary:
    'Saves the agreement: the texts ticked, the consent to sign electronically, the verification and the signature.',
  body: stepBody(agreementShape),
  data: savedTab,
});

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
  summary: 'The confirmation number and name of a submitted enrollment.',
  query: enrollmentQuery,
  data: z.object({ policy_id: z.string(), name: z.string() }),
});
