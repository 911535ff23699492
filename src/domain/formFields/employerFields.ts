import { z } from 'zod';
import {
  pastDate,
  phone,
  REQUIRED,
  requiredText,
  stop,
  systemToday,
  type Today,
  text,
  zipCode,
} from '../fieldRules';
import { stateField, streetFields, uspsValidationField } from './addressFields';
import { type BuiltInField, numericInput } from './builtInField';
import { requiredTogether, type StepFields } from './stepFields';
import { wireFlags, wireText } from './wireTypes';

export const RETIRED_STATUS = 'R';
export const RETIRED_MESSAGE = 'You cannot proceed with retired employer';
export const HOLIDAY_MESSAGE = 'Select at least one holiday policy';
const EMPLOYER_ZIP_MESSAGE = 'Enter 5 digit zip code';
const EMPLOYEES_MESSAGE = 'Enter the number of employees';
/** Required only when all four are flagged (document 2, 5). */
export const EMPLOYER_DETAIL_FIELDS = ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'];

/** A choice from one of the server's option lists: the list itself is checked on the server. */
const choice = () => text().trim().min(1, stop(REQUIRED)).max(40, stop(REQUIRED));
const choiceField = (label: string, names?: Readonly<Record<string, string>>): BuiltInField => ({
  label,
  input: { kind: 'select' },
  check: choice(),
  wire: wireText(40),
  ...(names ? { review: { names } } : {}),
});

/** The product's names for the spec's codes (document 3, section 3), when no option list names them. */
const COMPENSATION_TYPE_NAMES: Readonly<Record<string, string>> = {
  G10L20: 'Over $10/hr and under $20/hr',
  MW: 'Minimum wage',
  GMWL10: 'Above minimum wage and under $10/hr',
  G20: 'Over $20/hr',
  Salary: 'Salary',
};
const EMPLOYMENT_STATUS_NAMES: Readonly<Record<string, string>> = {
  A: 'Active',
  C: 'COBRA',
  R: 'Retired',
};
/** The holiday policy flags (Presendents_Day spelled as stored). */
const HOLIDAY_POLICY_NAMES: Readonly<Record<string, string>> = {
  Standard_6: 'Standard 6 holidays',
  Presendents_Day: "Presidents' Day",
  Columbus_Day: 'Columbus Day',
  Religious_Days: 'Religious days',
  Birthday: 'Birthday',
  Floating_Day: 'Floating day',
};

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number);
/** Holiday policy checkboxes: named 0/1 flags, at least one ticked when the field is required. */
const holidayFlags = (atLeastOne: boolean) =>
  z
    .record(z.string().max(40), flag, { error: () => HOLIDAY_MESSAGE })
    .refine((flags) => !atLeastOne || Object.values(flags).some((v) => v === 1), HOLIDAY_MESSAGE);

/** Employer Information (document 2, 2.6 and 5). */
export const employerFields = (today: Today = systemToday): StepFields => ({
  fields: {
    name: {
      label: 'Employer Information',
      input: { kind: 'text', autoComplete: 'organization', hint: 'Employer name' },
      check: requiredText(100).regex(/^[A-Za-z0-9][A-Za-z0-9 .,&'()/-]*$/, 'Invalid employer information'),
      wire: wireText(100),
      review: { label: 'Employer Name' },
    },
    phone: {
      label: 'Contact Number',
      input: { kind: 'text', type: 'tel', inputMode: 'numeric', maxLength: 10 },
      check: phone(),
      wire: wireText(10),
      review: { value: 'phone' },
    },
    ...streetFields({}, { line1: 'Street Address 1', line2: 'Street Address 2' }),
    zip: {
      label: 'Zip',
      input: { kind: 'text', inputMode: 'numeric', maxLength: 5 },
      check: zipCode(EMPLOYER_ZIP_MESSAGE),
      wire: wireText(5),
    },
    state: stateField(),
    with_validation: uspsValidationField('Validate the address with USPS'),
    average_work_week: choiceField('Average Work Week'),
    employment_start_date: {
      label: 'Employment Start Date',
      input: { kind: 'date' },
      check: pastDate(today),
      wire: wireText(10),
    },
    occupation: {
      label: 'Occupation',
      input: { kind: 'text', autoComplete: 'organization-title' },
      check: requiredText(60),
      wire: wireText(60),
    },
    compensation_type: choiceField('Compensation Type', COMPENSATION_TYPE_NAMES),
    employment_status: {
      ...choiceField('Employment Status', EMPLOYMENT_STATUS_NAMES),
      check: choice().refine((status) => status !== RETIRED_STATUS, RETIRED_MESSAGE),
    },
    emp_industry: {
      label: 'Employer Industry',
      input: { kind: 'text' },
      check: requiredText(100),
      wire: wireText(100),
    },
    emp_num_employed: {
      label: 'Number of Employees',
      input: numericInput(7),
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{1,7}$/, EMPLOYEES_MESSAGE),
      wire: wireText(7),
    },
    emp_vac_policy: choiceField('Vacation Policy'),
    emp_barg_unit: choiceField('Bargaining Unit'),
    holiday_policy: {
      label: 'Holiday Policy',
      input: { kind: 'flags' },
      check: holidayFlags(true),
      optionalCheck: holidayFlags(false),
      wire: wireFlags(),
      review: { names: HOLIDAY_POLICY_NAMES },
    },
  },
  adjust: requiredTogether(EMPLOYER_DETAIL_FIELDS),
});
