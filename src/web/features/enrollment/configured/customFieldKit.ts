import { withCustomFields } from '../../../../domain/formFields/withCustomFields';
import { CustomFields } from './CustomFields';

/**
 * What a step needs only when the catalog gives it custom fields: their inputs and the schema that
 * checks them. Loaded on demand (useCustomFieldKit), so a step without custom fields, the usual case,
 * does not carry them (the Personal Information budget, bench/bundleSize.ts).
 */
export const customFieldKit = { CustomFields, withCustomFields };
export type CustomFieldKit = typeof customFieldKit;
