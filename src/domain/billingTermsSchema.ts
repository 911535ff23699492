import { z } from 'zod';
import { FIRST_CHARGES } from './billingTerms';

/**
 * Billing terms as a carrier (carriers.json) or a plan (plans.json, over its carrier's) writes them,
 * and as get-charge-terms sends them: any field left out comes from the level below
 * (domain/billingTerms.ts merges them).
 */
/** A day of the month. */
const day = z.number().int().min(1).max(31);
const fee = z
  .number()
  .nonnegative()
  .max(10_000)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );

export const billingTermsSchema = z
  .object({
    first_charge: z.enum(FIRST_CHARGES, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a first charge: use one of ${FIRST_CHARGES.join(', ')}`,
    }),
    first_charge_days: z.number().int().min(0).max(60),
    bill_dates: z
      .array(day)
      .min(1)
      .refine((days) => new Set(days).size === days.length, 'names a day twice'),
    default_bill_date: day,
    insufficient_funds_fee: fee,
    monthly_eft_fee: fee,
    stop_payment_business_days: z.number().int().min(0).max(30),
  })
  .partial()
  .strict();
export type BillingTermsOverride = z.infer<typeof billingTermsSchema>;
