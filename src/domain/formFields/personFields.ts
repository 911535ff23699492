import { oneOf, pastDate, ssn, type Today } from '../fieldRules';
import type { BuiltInField } from './builtInField';
import { wireSsn, wireText } from './wireTypes';

/** Gender as the steps store it: 0 Male, 1 Female, 2 Others (a dependent is asked 0 or 1 only). */
const PERSON_GENDER_LABELS: Readonly<Record<string, string>> = {
  '0': 'Male',
  '1': 'Female',
  '2': 'Others',
};

/** A person's gender, from the codes the step offers. */
export const genderField = (codes: readonly [string, ...string[]]): BuiltInField => ({
  label: 'Gender',
  input: { kind: 'select' },
  check: oneOf(codes),
  wire: wireText(1),
  review: { names: PERSON_GENDER_LABELS },
});

/** A person's date of birth, in the past (the applicant's, a beneficiary's, a dependent's). */
export const birthdateField = (today: Today): BuiltInField => ({
  label: 'Date of Birth',
  input: { kind: 'date' },
  check: pastDate(today),
  wire: wireText(10),
});

/** A person's SSN: nine digits the SSA could issue, masked on the way out and on the summary. */
export const ssnField = (): BuiltInField => ({
  label: 'Social Security Number',
  input: { kind: 'ssn' },
  check: ssn(),
  wire: wireSsn(),
});
