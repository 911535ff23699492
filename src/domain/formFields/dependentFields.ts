import { parseMdy } from '../dates';
import { RELATIONSHIPS } from '../dependentCounts';
import { dependentAgeProblem } from '../dependentPeople';
import { oneOf, systemToday, type Today } from '../fieldRules';
import { bodyFields } from './personalFields';
import { birthdateField, genderField, ssnField } from './personFields';
import { personNameFields } from './personNameFields';
import type { StepFields } from './stepFields';
import { wireText } from './wireTypes';

/** A dependent's gender: 0 Male, 1 Female (document 3, section 3). */
const DEPENDENT_GENDERS = ['0', '1'] as const;
/** A dependent's relationship as stored (spouse or child). */
const RELATIONSHIP_NAMES: Readonly<Record<string, string>> = { spouse: 'Spouse', child: 'Child' };

/**
 * One dependent's primary_info (document 3, 3 and 5): which fields show is the configuration's
 * choice, and a dependent's field shows only when it is required (REQUIRED_ONLY_STEPS).
 * `employed` is not a field: it is always '0' and the server sets it.
 */
export const dependentFields = (today: Today = systemToday): StepFields => ({
  fields: {
    // Shown first and read-only: the tier decides who a dependent is.
    relationship: {
      label: 'Relationship',
      input: { kind: 'select' },
      check: oneOf(RELATIONSHIPS),
      wire: wireText(10),
      review: { names: RELATIONSHIP_NAMES },
    },
    ...personNameFields('off'),
    birthdate: birthdateField(today),
    gender: genderField(DEPENDENT_GENDERS),
    ssn: ssnField(),
    ...bodyFields(),
  },
  // A spouse is an adult and a child under the age limit (dependentPeople.ts), shown at the birth date.
  refine(values, ctx) {
    const birth = typeof values.birthdate === 'string' ? parseMdy(values.birthdate.trim()) : null;
    if (!birth || typeof values.relationship !== 'string') return;
    const problem = dependentAgeProblem(values.relationship, birth, today());
    if (problem) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: problem });
  },
});
