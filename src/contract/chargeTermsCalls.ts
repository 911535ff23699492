import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentQuery } from './wireFields';

/** A bill date option, labelled as the spec's '<n>th of month' with English ordinals. */
export const billDateOption = z.object({ bill_date: z.string(), label: z.string() });

/**
 * What Billing needs to say what is charged when (beyond the spec), from the cart's carriers' billing
 * terms: the bill dates offered and the preset one, the charge sentences for each of those days
 * (domain/chargeSchedule.ts, as Review, the receipt, its e-mail and the PDF say them) and the EFT notes.
 */
export const getChargeTerms = endpoint({
  method: 'GET',
  path: 'get-charge-terms',
  summary:
    "The enrollment's billing terms: the bill dates its cart's carriers offer and the preset one, what is charged when for each of those days, and the EFT notes in the terms' numbers.",
  query: enrollmentQuery,
  data: z.object({
    bill_dates: z.array(billDateOption),
    default_bill_date: z.string(),
    /** For each bill date offered: one sentence, or one per set of carriers charged on other dates; none before checkout. */
    sentences: z.array(z.object({ bill_date: z.string(), sentences: z.array(z.string()) })),
    /** One set of notes, or one per set of carriers whose terms differ. */
    eft_notes: z.array(z.object({ payers: z.array(z.string()), notes: z.array(z.string()) })),
  }),
});
export type ChargeTerms = z.infer<typeof getChargeTerms.data>;
