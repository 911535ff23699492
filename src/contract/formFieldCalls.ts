import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentQuery, listResult } from './wireFields';

/** A choice of an option list, as the option calls send it: a name to show and a value to store. */
export const optionItem = z.object({ name: z.string(), value: z.string() });
export type OptionItem = z.infer<typeof optionItem>;

/**
 * One field of a wizard step as the server's form configuration decides it for this enrollment:
 * a field not listed is not shown. `value` is what to show (a draft, the saved answer, or the
 * details on file), sensitive numbers masked. `options` carries the field's option list, so a
 * step loads in one call.
 */
export const fieldDefinition = z.object({
  field_name: z.string(),
  value: z.union([z.string(), z.record(z.string(), z.number())]).nullable(),
  required: z.boolean(),
  read_only: z.boolean(),
  message: z.string().optional(),
  options: z.array(optionItem).optional(),
});
export type FieldDefinition = z.infer<typeof fieldDefinition>;

/** What a field list call says of itself, and answers. Each call is a literal `endpoint({...})`, so the browser's build keeps only its route. */
const fieldsSummary = (step: string) =>
  `The fields of ${step} for this enrollment (shown, required, read-only, value), from the form configuration.`;
const fieldList = listResult(fieldDefinition);

export const getFormFieldsPersonalInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-personal-info',
  summary: fieldsSummary('Personal Information'),
  query: enrollmentQuery,
  data: fieldList,
});
export const getFormFieldsContactInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-contact-info',
  summary: fieldsSummary('Contact Information'),
  query: enrollmentQuery,
  data: fieldList,
});
export const getFormFieldsEmployerInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-employer-info',
  summary: fieldsSummary('Employer Information'),
  query: enrollmentQuery,
  data: fieldList,
});
export const getFormFieldsBeneficiaryInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-beneficiary-info',
  summary: fieldsSummary('Beneficiary Information (one entry)'),
  query: enrollmentQuery,
  data: fieldList,
});
/** One dependent's primary_info fields: only the required ones are answered (document 3, 2.2). */
export const getFormFieldsDependentPrimaryInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-dependent-primary-info',
  summary: fieldsSummary("Dependent Information (one dependent's primary_info)"),
  query: enrollmentQuery,
  data: fieldList,
});
export const getFormFieldsBillingInfo = endpoint({
  method: 'GET',
  path: 'get-form-fields-billing-info',
  summary: fieldsSummary('Billing Information (the billing address)'),
  query: enrollmentQuery,
  data: fieldList,
});
