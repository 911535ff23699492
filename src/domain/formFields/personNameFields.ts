import { z } from 'zod';
import { optionalPersonName, personName, REQUIRED } from '../fieldRules';
import type { FieldRule } from './stepFields';
import { wireText } from './wireTypes';

/** A person's first, middle and last name as every step that asks them checks them (applicant, beneficiary, dependent). */
export const personNameFields = (): Record<'first_name' | 'middle_name' | 'last_name', FieldRule> => ({
  first_name: { check: personName('Please enter valid first name'), wire: wireText(50) },
  middle_name: {
    check: optionalPersonName('Please enter valid middle name').pipe(z.string().min(1, REQUIRED)),
    optionalCheck: optionalPersonName('Please enter valid middle name'),
    wire: wireText(50),
  },
  last_name: { check: personName('Please enter valid last name'), wire: wireText(50) },
});
