import { z } from 'zod';
import { CUSTOM_FIELD_KINDS, MAX_CUSTOM_TEXT } from '../domain/customFieldKinds';

/** The key under which a step's save call, field list and stored document carry its custom fields. */
export const CUSTOM_FIELDS_KEY = 'custom_fields';

/** One custom answer on the wire: text (numbers and dates as typed) or the values of several choices. */
export const customValueWire = z.union([
  z.string().max(MAX_CUSTOM_TEXT),
  z.array(z.string().max(60)).max(50),
]);

/** The most answers one save may carry: far more than a step asks, far fewer than a flood. */
const MAX_ANSWERS = 100;

/** A step's custom answers by field id, as a save call sends them (types and sizes only; the server checks each). */
export const customValuesWire = z
  .record(z.string().max(63), customValueWire.nullable())
  .refine((values) => Object.keys(values).length <= MAX_ANSWERS, `At most ${MAX_ANSWERS} answers`);

/**
 * A custom field of the step as get-form-fields-* answers it for this enrollment: what the form
 * draws and checks (the same definition the server checks with), and the value to show.
 */
export const customFieldOnWire = z.object({
  id: z.string(),
  kind: z.enum(CUSTOM_FIELD_KINDS),
  label: z.string(),
  hint: z.string().optional(),
  required: z.boolean(),
  limits: z
    .object({
      min_length: z.number().optional(),
      max_length: z.number().optional(),
      pattern: z.string().optional(),
      pattern_message: z.string().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      not_in_future: z.boolean().optional(),
    })
    .optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  value: customValueWire.nullable(),
});
export type CustomFieldOnWire = z.infer<typeof customFieldOnWire>;

/** A saved answer as kept with the step for review and the PDF: the label and answer in words. */
export const customAnswerLineWire = z.object({ id: z.string(), label: z.string(), value: z.string() });
