import { compareDates, parseMdy } from '../dates';
import { oneOf, pastDate, REQUIRED, requiredText, stop, systemToday, type Today, text } from '../fieldRules';
import { type BuiltInField, numericInput } from './builtInField';
import { birthdateField, genderField, ssnField } from './personFields';
import { personNameFields } from './personNameFields';
import type { StepFields } from './stepFields';
import { wireText } from './wireTypes';

const MARITAL_STATUSES = ['0', '1', '2', '3'] as const;
const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  '0': 'Single',
  '1': 'Married',
  '2': 'Divorced',
  '3': 'Widowed',
};
/** Gender on Personal Information: 0 Male, 1 Female, 2 Others. */
const PERSON_GENDERS = ['0', '1', '2'] as const;
/** The ethnic group whose choice asks for the group's name in words. */
export const OTHER_ETHNIC_GROUP = '12';
const PRIOR_COVERAGE = { none: '0', had: '1' } as const;
const PRIOR_COVERAGE_LABELS: Record<string, string> = {
  '0': 'No prior health coverage',
  '1': 'I have had an insurance carrier',
};

export const WEIGHT_MESSAGE = 'Weight cannot be zero or less';
const HEIGHT_MESSAGE = 'Height cannot be zero';
export const INCH_MESSAGE = 'Inch is invalid';
const TERM_BEFORE_EFFECTIVE = 'The term date cannot be before the effective date';

const wholeNumber = (maxDigits: number, message: string) =>
  text()
    .trim()
    .min(1, stop(REQUIRED))
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), stop(message));

/** Weight in lbs: up to 3 digits, above zero. */
const weight = () => wholeNumber(3, WEIGHT_MESSAGE).refine((v) => Number(v) > 0, WEIGHT_MESSAGE);
/** Height: feet one digit, not zero; inches up to 2 digits, 0 to 11. */
const heightFeet = () => wholeNumber(1, HEIGHT_MESSAGE).refine((v) => Number(v) > 0, HEIGHT_MESSAGE);
const heightInch = () => wholeNumber(2, INCH_MESSAGE).refine((v) => Number(v) <= 11, INCH_MESSAGE);

/** Weight and height, asked of the applicant and of a dependent; the review shows height in one line. */
export const bodyFields = (): Record<'weight' | 'height_feet' | 'height_inch', BuiltInField> => ({
  weight: {
    label: 'Weight (lbs)',
    input: numericInput(3),
    check: weight(),
    wire: wireText(3),
    review: { label: 'Weight', value: 'weight' },
  },
  height_feet: {
    label: 'Height (feet)',
    input: numericInput(1),
    check: heightFeet(),
    wire: wireText(1),
    review: { label: 'Height', value: 'height' },
  },
  height_inch: {
    label: 'Height (inches)',
    input: numericInput(2),
    check: heightInch(),
    wire: wireText(2),
    review: { partOf: 'height_feet' },
  },
});

const hadPriorCoverage = (values: Record<string, unknown>) =>
  values.prior_coverage_flag === PRIOR_COVERAGE.had;

/**
 * Personal Information (document 2, 2.4 and 5). Gender and date of birth are normally read-only:
 * they are the filter's. Which fields show is the form configuration's choice.
 */
export const personalFields = (today: Today = systemToday): StepFields => ({
  fields: {
    ...personNameFields(),
    gender: genderField(PERSON_GENDERS),
    birthdate: birthdateField(today),
    ...bodyFields(),
    marital_status: {
      label: 'Marital Status',
      input: { kind: 'select' },
      check: oneOf(MARITAL_STATUSES),
      wire: wireText(1),
      review: { names: MARITAL_LABELS },
    },
    ssn: ssnField(),
    ethnic_category: {
      label: 'Ethnic Group',
      input: { kind: 'select' },
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{1,3}$/, REQUIRED),
      wire: wireText(3),
      review: { otherText: { when: OTHER_ETHNIC_GROUP, field: 'ethnic_category_other_type' } },
    },
    ethnic_category_other_type: {
      label: 'Other Ethnic Group',
      input: { kind: 'text', showWhen: (values) => values.ethnic_category === OTHER_ETHNIC_GROUP },
      check: requiredText(60),
      wire: wireText(60),
      review: { partOf: 'ethnic_category' },
    },
    prior_coverage_flag: {
      label: 'Prior Coverage',
      input: { kind: 'select' },
      check: oneOf(['0', '1'] as const),
      wire: wireText(1),
      review: { names: PRIOR_COVERAGE_LABELS },
    },
    prior_carrier_name: {
      label: 'Prior Carrier Name',
      input: { kind: 'text', showWhen: hadPriorCoverage },
      check: requiredText(100),
      wire: wireText(100),
    },
    prior_effective_date: {
      label: 'Prior Effective Date',
      input: { kind: 'date', showWhen: hadPriorCoverage },
      check: pastDate(today),
      wire: wireText(10),
    },
    prior_term_date: {
      label: 'Prior Term Date',
      input: { kind: 'date', showWhen: hadPriorCoverage },
      check: pastDate(today),
      wire: wireText(10),
    },
  },
  refine(values, ctx, shown) {
    const need = (name: string) => {
      if (shown.has(name) && (values[name] === undefined || values[name] === ''))
        ctx.addIssue({ code: 'custom', path: [name], message: REQUIRED });
    };
    if (values.ethnic_category === OTHER_ETHNIC_GROUP) need('ethnic_category_other_type');
    if (values.prior_coverage_flag === PRIOR_COVERAGE.had) need('prior_carrier_name');
    const from =
      typeof values.prior_effective_date === 'string' ? parseMdy(values.prior_effective_date) : null;
    const to = typeof values.prior_term_date === 'string' ? parseMdy(values.prior_term_date) : null;
    if (from && to && compareDates(to, from) < 0)
      ctx.addIssue({ code: 'custom', path: ['prior_term_date'], message: TERM_BEFORE_EFFECTIVE });
  },
});
