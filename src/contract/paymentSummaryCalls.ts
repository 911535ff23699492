import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentQuery, money } from './wireFields';

/**
 * What the shopper pays and how (beyond the spec): the same first-month and recurring totals as the
 * cart (domain/cartTotals.ts), each one-time fee with its name, the way the first payment is taken
 * ("charged to the bank account ending 6789": the last four digits only) and the effective date.
 */
export const paymentSummarySchema = z.object({
  initial_month_cost: money,
  recurring_month_cost: money,
  one_time_fees: z.array(z.object({ name: z.string(), plan_name: z.string(), amount: money })),
  /** Words that finish "Your first payment of $X is …" (domain/chargedTo.ts). */
  charged_to: z.string(),
  /** mm/dd/yyyy; empty before checkout. */
  effective_date: z.string(),
  /**
   * What is charged when (domain/chargeSchedule.ts): one sentence, or one per set of carriers charged
   * on other dates; none before checkout (and for a purchase kept before issue 40).
   */
  charge_sentences: z.array(z.string()).default([]),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const getPaymentSummary = endpoint({
  method: 'GET',
  path: 'get-payment-summary',
  summary:
    "What Review's submitting button does: the first payment (with one-time fees), the recurring amount, how the payment is taken (masked) and from when.",
  query: enrollmentQuery,
  data: paymentSummarySchema,
});
