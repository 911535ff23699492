import { z } from 'zod';
import { oneOf, optionalPersonName, personName, ssn } from '../fieldRules';

export const MARITAL_STATUSES = ['0', '1', '2', '3'] as const;
export const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  '0': 'Single',
  '1': 'Married',
  '2': 'Divorced',
  '3': 'Widowed',
};

/** Personal Information. Gender and date of birth are read-only: they come from the filter. */
export const personalForm = z.object({
  first_name: personName('Please enter valid first name'),
  middle_name: optionalPersonName('Please enter valid middle name'),
  last_name: personName('Please enter valid last name'),
  marital_status: oneOf(MARITAL_STATUSES),
  ssn: ssn(),
});
export type PersonalForm = z.infer<typeof personalForm>;
