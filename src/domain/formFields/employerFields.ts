import { z } from 'zod';
import {
  pastDate,
  phone,
  REQUIRED,
  requiredText,
  stateCode,
  stop,
  systemToday,
  type Today,
  text,
  zipCode,
} from '../fieldRules';
import { requiredTogether, type StepFields } from './stepFields';
import { wireFlags, wireText } from './wireTypes';

export const RETIRED_STATUS = 'R';
export const RETIRED_MESSAGE = 'You cannot proceed with retired employer';
export const HOLIDAY_MESSAGE = 'Select at least one holiday policy';
export const EMPLOYER_ZIP_MESSAGE = 'Enter 5 digit zip code';
export const EMPLOYEES_MESSAGE = 'Enter the number of employees';
/** Required only when all four are flagged (document 2, 5). */
export const EMPLOYER_DETAIL_FIELDS = ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'];

/** A choice from one of the server's option lists: the list itself is checked on the server. */
const choice = () => text().trim().min(1, stop(REQUIRED)).max(40, stop(REQUIRED));

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
      check: requiredText(100).regex(/^[A-Za-z0-9][A-Za-z0-9 .,&'()/-]*$/, 'Invalid employer information'),
      wire: wireText(100),
    },
    phone: { check: phone(), wire: wireText(10) },
    address1: { check: requiredText(100), wire: wireText(100) },
    address2: { check: requiredText(100), wire: wireText(100) },
    city: { check: requiredText(60), wire: wireText(60) },
    state: { check: stateCode(), wire: wireText(2) },
    zip: { check: zipCode(EMPLOYER_ZIP_MESSAGE), wire: wireText(5) },
    with_validation: { check: text().regex(/^[01]$/, REQUIRED), wire: wireText(1) },
    average_work_week: { check: choice(), wire: wireText(40) },
    employment_start_date: { check: pastDate(today), wire: wireText(10) },
    occupation: { check: requiredText(60), wire: wireText(60) },
    compensation_type: { check: choice(), wire: wireText(40) },
    employment_status: {
      check: choice().refine((status) => status !== RETIRED_STATUS, RETIRED_MESSAGE),
      wire: wireText(40),
    },
    emp_industry: { check: requiredText(100), wire: wireText(100) },
    emp_num_employed: {
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{1,7}$/, EMPLOYEES_MESSAGE),
      wire: wireText(7),
    },
    emp_vac_policy: { check: choice(), wire: wireText(40) },
    emp_barg_unit: { check: choice(), wire: wireText(40) },
    holiday_policy: { check: holidayFlags(true), optionalCheck: holidayFlags(false), wire: wireFlags() },
  },
  adjust: requiredTogether(EMPLOYER_DETAIL_FIELDS),
});
