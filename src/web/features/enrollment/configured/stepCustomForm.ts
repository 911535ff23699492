import type { z } from 'zod';
import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { CustomFieldKit } from './customFieldKit';
import { customInitial, customName } from './customFieldNames';

/**
 * What a step with a form of its own (Health, Billing, Agreement) needs to carry the catalog's
 * questions: its schema with theirs (the server's check of them), its starting values with their
 * answers, and their labels for the error summary. The kit is loaded only when the step has some
 * (useCustomFieldKit); without custom fields everything is the step's own.
 */
export function withStepCustomFields<Output extends object, Input>(
  base: z.ZodType<Output, Input>,
  custom: readonly CustomFieldOnWire[],
  kit: CustomFieldKit | null,
): z.ZodType<Output, Input> {
  if (!kit || custom.length === 0) return base;
  // The step's own values and, under custom_fields, the answers: the step's values stay as typed.
  return kit.withCustomFields(base, custom, CUSTOM_FIELDS_KEY);
}

/** The custom answers a step's form starts from, under custom_fields; nothing when it asks none. */
export function customDefaults(custom: readonly CustomFieldOnWire[]): Record<string, unknown> {
  return custom.length > 0 ? { [CUSTOM_FIELDS_KEY]: customInitial(custom) } : {};
}

/** A custom field's label by its form name (custom_fields.<id>), for the error summary. */
export function customLabelOf(custom: readonly CustomFieldOnWire[], name: string): string | undefined {
  return custom.find((field) => customName(field.id) === name)?.label;
}

/** The custom answers among a form's values, under custom_fields, to send; nothing when there are none. */
export function customAnswersOf(values: object): Record<string, unknown> {
  const answers = (values as Record<string, unknown>)[CUSTOM_FIELDS_KEY];
  return answers && typeof answers === 'object' ? { [CUSTOM_FIELDS_KEY]: answers } : {};
}
