import { parseMdy } from '../dates';
import { RELATIONSHIPS } from '../dependentCounts';
import { dependentAgeProblem } from '../dependentPeople';
import { oneOf, pastDate, ssn, systemToday, type Today } from '../fieldRules';
import { heightFeet, heightInch, weight } from './personalFields';
import { personNameFields } from './personNameFields';
import type { StepFields } from './stepFields';
import { wireSsn, wireText } from './wireTypes';

/** A dependent's gender: 0 Male, 1 Female (document 3, section 3). */
export const DEPENDENT_GENDERS = ['0', '1'] as const;

/**
 * One dependent's primary_info (document 3, 3 and 5): which fields show is the configuration's
 * choice, and a dependent's field shows only when it is required (REQUIRED_ONLY_STEPS).
 * `employed` is not a field: it is always '0' and the server sets it.
 */
export const dependentFields = (today: Today = systemToday): StepFields => ({
  fields: {
    ...personNameFields(),
    birthdate: { check: pastDate(today), wire: wireText(10) },
    gender: { check: oneOf(DEPENDENT_GENDERS), wire: wireText(1) },
    ssn: { check: ssn(), wire: wireSsn() },
    relationship: { check: oneOf(RELATIONSHIPS), wire: wireText(10) },
    weight: { check: weight(), wire: wireText(3) },
    height_feet: { check: heightFeet(), wire: wireText(1) },
    height_inch: { check: heightInch(), wire: wireText(2) },
  },
  // A spouse is an adult and a child under the age limit (dependentPeople.ts), shown at the birth date.
  refine(values, ctx) {
    const birth = typeof values.birthdate === 'string' ? parseMdy(values.birthdate.trim()) : null;
    if (!birth || typeof values.relationship !== 'string') return;
    const problem = dependentAgeProblem(values.relationship, birth, today());
    if (problem) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: problem });
  },
});
