import { z } from 'zod';
import { billingTermsSchema } from '../domain/billingTerms';
import { endpoint } from './endpoint';
import { enrollmentQuery, money } from './wireFields';

/** A bill date option, labelled as the spec's '<n>th of month' with English ordinals. */
export const billDateOption = z.object({ bill_date: z.string(), label: z.string() });

/**
 * What Billing needs to say what is charged when (beyond the spec): the bill dates this cart's terms
 * offer and the preset one, and each cart line with its carrier and terms, from which the page says
 * the one charge sentence (domain/chargeSchedule.ts) for the day chosen, and the EFT notes.
 */
export const getChargeTerms = endpoint({
  method: 'GET',
  path: 'get-charge-terms',
  summary:
    "The enrollment's billing terms: the bill dates its cart's carriers offer and the preset one, each line with its carrier and terms, today's date and the effective date.",
  query: enrollmentQuery,
  data: z.object({
    /** mm/dd/yyyy: the day the enrollment would be submitted (today). */
    enrolled_on: z.string(),
    /** mm/dd/yyyy; empty before checkout. */
    effective_date: z.string(),
    bill_dates: z.array(billDateOption),
    default_bill_date: z.string(),
    lines: z.array(
      z.object({
        plan_name: z.string(),
        price: money,
        application_fee: money,
        application_fee_label: z.string(),
        available: z.boolean(),
        payer: z.string(),
        terms: billingTermsSchema.required(),
      }),
    ),
  }),
});
