import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../../../contract/customFieldWire';

/** A custom answer's form name: custom_fields.<id>, the path the server's errors name too. */
export const customName = (id: string) => `${CUSTOM_FIELDS_KEY}.${id}`;

/** The values a form starts from for its custom fields: the answer on file, or nothing yet. */
export function customInitial(fields: readonly CustomFieldOnWire[]): Record<string, string | string[]> {
  return Object.fromEntries(fields.map((f) => [f.id, f.value ?? (f.kind === 'choices' ? [] : '')]));
}
