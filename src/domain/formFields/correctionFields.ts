import type { BuiltInField } from './builtInField';
import { contactFields } from './contactFields';
import { personalFields } from './personalFields';

/**
 * What an agency may correct on an enrollment a carrier rejected (issue 38, fix and resend): the
 * applicant's fields a carrier's intake typically refuses (name, date of birth, gender, SSN, home
 * address). Each is the wizard's own field, its check the same as on Personal and Contact Information.
 */
export const PERSONAL_CORRECTIONS = [
  'first_name',
  'middle_name',
  'last_name',
  'birthdate',
  'gender',
  'ssn',
] as const;
export const CONTACT_CORRECTIONS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
export type CorrectionField = (typeof PERSONAL_CORRECTIONS)[number] | (typeof CONTACT_CORRECTIONS)[number];

/** The correctable fields with their wizard definitions (label, check, wire size). */
export function correctionFields(): Record<CorrectionField, BuiltInField> {
  const personal = personalFields().fields;
  const contact = contactFields().fields;
  const picked = {} as Record<CorrectionField, BuiltInField>;
  for (const name of PERSONAL_CORRECTIONS) picked[name] = personal[name] as BuiltInField;
  for (const name of CONTACT_CORRECTIONS) picked[name] = contact[name] as BuiltInField;
  return picked;
}
