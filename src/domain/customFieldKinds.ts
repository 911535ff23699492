/**
 * What the wire needs to know of custom fields (contract/customFieldWire.ts), apart from the schemas
 * that check them (customFields.ts), so a step's calls do not carry those schemas to the browser.
 */

/** The inputs a carrier's own question may take. */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'choice', 'choices', 'yes_no'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** The longest text answer, whatever the limits say: a question is not a document store. */
export const MAX_CUSTOM_TEXT = 2000;
