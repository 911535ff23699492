import { z } from 'zod';
import type { BuiltInField, OptionChoice } from './builtInField';
import { BUILT_IN_LISTS } from './builtInLists';
import type { ConfiguredStep } from './stepFieldCatalog';
import type { FieldSetting } from './stepFields';

/** A built-in field a step shows when the store's catalog has no rule for that step. */
interface DefaultRule {
  field: string;
  required: boolean;
  readOnly?: boolean;
}

const shown = (field: string, required = true, readOnly = false): DefaultRule => ({
  field,
  required,
  readOnly,
});

/**
 * What each step asks when the operator's package leaves the step out of forms/fields.json: what the
 * server needs (STEP_NEEDS) and the usual optional fields, none of them needing an option list the
 * package might not have. A package that lists a step decides that step's fields itself.
 */
export const STEP_DEFAULTS: Record<ConfiguredStep, readonly DefaultRule[]> = {
  personal: [
    shown('first_name'),
    shown('middle_name', false),
    shown('last_name'),
    shown('gender', true, true),
    shown('birthdate', true, true),
    shown('ssn'),
  ],
  contact: [
    shown('email_address'),
    shown('phone_number'),
    shown('address1'),
    shown('address2', false),
    shown('city'),
    shown('state'),
    shown('zip'),
    shown('zip4', false),
    shown('with_validation', false),
  ],
  employer: [
    shown('name'),
    shown('phone'),
    shown('address1'),
    shown('address2', false),
    shown('city'),
    shown('state'),
    shown('zip'),
    shown('employment_start_date'),
    shown('occupation'),
  ],
  beneficiary: [
    shown('first_name'),
    shown('middle_name', false),
    shown('last_name'),
    shown('birthdate'),
    shown('ssn'),
    shown('relationship'),
    shown('beneficiary_percentage'),
  ],
  dependent: [
    shown('relationship'),
    shown('first_name'),
    shown('last_name'),
    shown('gender'),
    shown('birthdate'),
    shown('ssn'),
  ],
  billing: [
    shown('address1'),
    shown('address2', false),
    shown('city'),
    shown('state'),
    shown('zip'),
    shown('is_physical_address', false),
  ],
};

/** A field the server itself reads from a step: it must be asked of everyone, and filled. */
export interface NeededField {
  field: string;
  /** What reads it, in words: the operator's reason it cannot be hidden. */
  reads: string;
  /** The server gives its value (the filter's), so it may be read-only. */
  serverFilled?: boolean;
}

const NAME = 'the application, the receipt and the carriers’ 834 name the person by it';

/**
 * Per step, the fields the server's checks and the submission read. A package may hide any other
 * built-in field; `validate` refuses one that leaves any of these out, optional or locked, and the
 * save answers 409 for a store whose rules were applied before that check.
 */
export const STEP_NEEDS: Record<ConfiguredStep, readonly NeededField[]> = {
  personal: [
    { field: 'first_name', reads: NAME },
    { field: 'last_name', reads: NAME },
    { field: 'gender', reads: 'the carriers’ 834 (DMG)', serverFilled: true },
    { field: 'birthdate', reads: 'the carriers’ 834 (DMG)', serverFilled: true },
  ],
  contact: [
    { field: 'email_address', reads: 'the e-mail check and the receipt' },
    { field: 'phone_number', reads: 'the phone check' },
    { field: 'address1', reads: 'the address check and the carriers’ 834' },
    { field: 'city', reads: 'the address check and the carriers’ 834' },
    { field: 'state', reads: 'the address check and the carriers’ 834' },
    { field: 'zip', reads: 'the address check and the carriers’ 834' },
  ],
  employer: [],
  beneficiary: [
    { field: 'first_name', reads: NAME },
    { field: 'last_name', reads: NAME },
    { field: 'relationship', reads: 'the carriers’ 834' },
    { field: 'beneficiary_percentage', reads: 'the check that the shares total 100' },
  ],
  dependent: [
    { field: 'relationship', reads: 'the tier’s dependent rules' },
    { field: 'first_name', reads: NAME },
    { field: 'last_name', reads: NAME },
    { field: 'birthdate', reads: 'the dependent age rules and the carriers’ 834' },
  ],
  billing: [],
};

/** How a needed field falls short in one enrollment's field list. */
export type NeedGap = 'hidden' | 'optional' | 'read_only';

/** The needed fields a step's resolved field list leaves out, makes optional or locks. */
export function neededFieldGaps(
  step: ConfiguredStep,
  settings: readonly FieldSetting[],
): { need: NeededField; gap: NeedGap }[] {
  const gaps: { need: NeededField; gap: NeedGap }[] = [];
  for (const need of STEP_NEEDS[step]) {
    const setting = settings.find((s) => s.name === need.field);
    if (!setting) gaps.push({ need, gap: 'hidden' });
    else if (setting.readOnly && !need.serverFilled) gaps.push({ need, gap: 'read_only' });
    else if (!setting.required && !setting.readOnly) gaps.push({ need, gap: 'optional' });
  }
  return gaps;
}

/**
 * A list field's choices when no rule names an option list: its own (`input.options`), else its
 * check's codes by the names its review line gives them. Null for a field that is no list, or a
 * list whose choices are the operator's (it needs a forms/options.json list).
 */
export function builtInOptions(field: BuiltInField): OptionChoice[] | null {
  if (field.input.kind !== 'select' && field.input.kind !== 'flags') return null;
  const { options } = field.input;
  if (typeof options === 'string') return [...BUILT_IN_LISTS[options]];
  if (options) return [...options];
  const names = field.review && 'names' in field.review ? field.review.names : undefined;
  const codes = field.check instanceof z.ZodEnum ? (field.check.options as string[]) : null;
  if (codes) return codes.map((value) => ({ name: names?.[value] ?? value, value }));
  return null;
}
