import { z } from 'zod';
import { customFieldOnWire } from './customFieldWire';
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
const fieldDefinition = z.object({
  field_name: z.string(),
  value: z.union([z.string(), z.record(z.string(), z.number())]).nullable(),
  required: z.boolean(),
  read_only: z.boolean(),
  message: z.string().optional(),
  options: z.array(optionItem).optional(),
});
export type FieldDefinition = z.infer<typeof fieldDefinition>;

/** A step's field list call; its route is literals, so the browser's build keeps only the route of each call made with it. */
const formFields = (path: string, step: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The fields of ${step} for this enrollment (shown, required, read-only, value), from the form configuration.`,
    query: enrollmentQuery,
    // custom_fields: the catalog's own questions for this step and enrollment, by position.
    data: listResult(fieldDefinition).extend({ custom_fields: z.array(customFieldOnWire).optional() }),
  });

export const getFormFieldsPersonalInfo = formFields('get-form-fields-personal-info', 'Personal Information');
export const getFormFieldsContactInfo = formFields('get-form-fields-contact-info', 'Contact Information');
export const getFormFieldsEmployerInfo = formFields('get-form-fields-employer-info', 'Employer Information');
export const getFormFieldsBeneficiaryInfo = formFields(
  'get-form-fields-beneficiary-info',
  'Beneficiary Information (one entry)',
);
/** One dependent's primary_info fields: only the required ones are answered (document 3, 2.2). */
export const getFormFieldsDependentPrimaryInfo = formFields(
  'get-form-fields-dependent-primary-info',
  "Dependent Information (one dependent's primary_info)",
);
export const getFormFieldsBillingInfo = formFields(
  'get-form-fields-billing-info',
  'Billing Information (the billing address)',
);
