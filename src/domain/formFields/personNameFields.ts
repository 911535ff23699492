import { z } from 'zod';
import { optionalPersonName, personName, REQUIRED } from '../fieldRules';
import type { BuiltInField } from './builtInField';
import { wireText } from './wireTypes';

type NameFields = Record<'first_name' | 'middle_name' | 'last_name', BuiltInField>;

/**
 * A person's first, middle and last name as every step that asks them checks them (applicant,
 * beneficiary, dependent). `autoComplete` is the applicant's own name's; another person's is 'off'.
 */
export const personNameFields = (
  autoComplete: { first: string; middle: string; last: string } | 'off' = {
    first: 'given-name',
    middle: 'additional-name',
    last: 'family-name',
  },
): NameFields => {
  const fill = (own: 'first' | 'middle' | 'last') => (autoComplete === 'off' ? 'off' : autoComplete[own]);
  return {
    first_name: {
      label: 'First Name',
      input: { kind: 'text', autoComplete: fill('first') },
      check: personName('Please enter valid first name'),
      wire: wireText(50),
    },
    middle_name: {
      label: 'Middle Name',
      input: { kind: 'text', autoComplete: fill('middle') },
      check: optionalPersonName('Please enter valid middle name').pipe(z.string().min(1, REQUIRED)),
      optionalCheck: optionalPersonName('Please enter valid middle name'),
      wire: wireText(50),
    },
    last_name: {
      label: 'Last Name',
      input: { kind: 'text', autoComplete: fill('last') },
      check: personName('Please enter valid last name'),
      wire: wireText(50),
    },
  };
};
