import { z } from 'zod';
import {
  pastDate,
  personName,
  REQUIRED,
  requiredText,
  ssn,
  stop,
  systemToday,
  type Today,
  text,
} from '../fieldRules';

export const MAX_BENEFICIARIES = 3;
export const PERCENT_MESSAGE = 'Beneficiary percentage should not be 0 or more than 100';

export const beneficiary = (today: Today = systemToday) =>
  z.object({
    first_name: personName('Please enter valid first name'),
    last_name: personName('Please enter valid last name'),
    birthdate: pastDate(today),
    ssn: ssn(),
    relationship: requiredText(30),
    beneficiary_percentage: text()
      .trim()
      .min(1, stop(REQUIRED))
      .regex(/^\d{1,3}$/, PERCENT_MESSAGE)
      .refine((value) => Number(value) > 0 && Number(value) <= 100, PERCENT_MESSAGE),
  });
export type Beneficiary = z.infer<ReturnType<typeof beneficiary>>;

export function beneficiaryTotal(list: readonly Pick<Beneficiary, 'beneficiary_percentage'>[]): number {
  return list.reduce((sum, item) => sum + Number(item.beneficiary_percentage || 0), 0);
}

export function beneficiaryTotalMessage(total: number): string | null {
  if (total > 100) return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
  if (total < 100) return `Your total Beneficiary Percentage is ${total} and it Should not be less than 100%`;
  return null;
}

export const beneficiaryForm = (today: Today = systemToday) =>
  z
    .object({
      beneficiaries: z
        .array(beneficiary(today))
        .min(1, 'Please add your beneficiaries before continuing')
        .max(MAX_BENEFICIARIES, 'Maximum allowed number of beneficiaries is 3'),
    })
    .superRefine((form, ctx) => {
      const message = beneficiaryTotalMessage(beneficiaryTotal(form.beneficiaries));
      if (message) ctx.addIssue({ code: 'custom', path: ['beneficiaries'], message });
    });
export type BeneficiaryForm = z.infer<ReturnType<typeof beneficiaryForm>>;
