import { z } from 'zod';
import { REQUIRED, requiredText, stop, systemToday, type Today, text } from '../fieldRules';
import { BENEFICIARY_RELATIONSHIP_CHOICES, numericInput } from './builtInField';
import { birthdateField, ssnField } from './personFields';
import { personNameFields } from './personNameFields';
import type { StepFields } from './stepFields';
import { wireText } from './wireTypes';

export const MAX_BENEFICIARIES = 3;
export const PERCENT_MESSAGE = 'Beneficiary percentage should not be 0 or more than 100';
export const MAX_BENEFICIARIES_MESSAGE = 'Maximum allowed number of beneficiaries is 3';
export const ADD_BENEFICIARIES_MESSAGE = 'Please add your beneficiaries before continuing';

/** One beneficiary's fields (document 2, 2.7 and 5); the list rules are in beneficiaryList.ts. */
export const beneficiaryFields = (today: Today = systemToday): StepFields => ({
  fields: {
    ...personNameFields('off'),
    birthdate: birthdateField(today),
    ssn: ssnField(),
    relationship: {
      label: 'Relationship',
      input: { kind: 'select', options: BENEFICIARY_RELATIONSHIP_CHOICES },
      check: requiredText(40),
      wire: wireText(40),
    },
    beneficiary_percentage: {
      label: 'Beneficiary Percentage',
      input: numericInput(3, 'All beneficiaries together must total 100'),
      check: text()
        .trim()
        .min(1, stop(REQUIRED))
        .regex(/^\d{1,3}$/, stop(PERCENT_MESSAGE))
        .refine((value) => Number(value) > 0 && Number(value) <= 100, PERCENT_MESSAGE),
      wire: wireText(3),
      review: { value: 'percent' },
    },
  },
});

export function beneficiaryTotal(list: readonly { beneficiary_percentage?: unknown }[]): number {
  return list.reduce<number>((sum, item) => sum + Number(item.beneficiary_percentage || 0), 0);
}

/** The total's message: red above or below 100, none at exactly 100. */
export function beneficiaryTotalMessage(total: number): string | null {
  if (total > 100) return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
  if (total < 100) return `Your total Beneficiary Percentage is ${total} and it Should not be less than 100%`;
  return null;
}

/** The list's own rules: at least one, at most three, percentages adding up to exactly 100. */
export function beneficiaryListProblem(list: readonly { beneficiary_percentage?: unknown }[]): string | null {
  if (list.length === 0) return ADD_BENEFICIARIES_MESSAGE;
  if (list.length > MAX_BENEFICIARIES) return MAX_BENEFICIARIES_MESSAGE;
  return beneficiaryTotalMessage(beneficiaryTotal(list));
}

/** An entry's id: given by the server, so edits, deletes, masks and errors follow the person, not the position. */
export const entryId = () => z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Unknown entry');
