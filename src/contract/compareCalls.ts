import { z } from 'zod';
import { COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE } from '../domain/planComparison';
import { endpoint } from './endpoint';
import { factLineSchema } from './factWire';
import { type planDescSchema, pricingOptionSchema } from './planCalls';
import { enrollmentId, money, numericId, oneTimeFeeFields } from './wireFields';

/** Plan ids as the comparison page sends them: "101,102,103", one to three of them, no repeats. */
const planIdList = z
  .string()
  .max(100)
  .transform((value): (string | number)[] => value.split(',').filter((part) => part.trim() !== ''))
  .pipe(
    z
      .array(numericId)
      .min(1, 'Choose a plan to compare')
      .max(COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, 'Each plan can be compared only once'),
  );

/** A plan's stored description texts, read by the comparison. */
export type PlanDescription = z.infer<typeof planDescSchema>;

/** One plan's column of the comparison: what it is, what it costs this shopper, and what stops it. */
const comparedPlanSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: z.string(),
  carrier_name: z.string(),
  header_text: z.string(),
  exclusions_text_name: z.string(),
  exclusions_text: z.string(),
  example_text_name: z.string(),
  example_text: z.string(),
  faq_text_name: z.string(),
  /** The questions the plan's FAQ answers. */
  faq_titles: z.array(z.string()),
  /**
   * The shopper's price options (empty when something blocks the plan), each with every standard
   * benefit fact it gives (the plan's, with the option's own values where it differs).
   */
  options: z.array(pricingOptionSchema.extend({ benefit_facts: z.array(factLineSchema) })),
  /** Every standard benefit fact of the plan's first option, in reading order (shown when no option is priced). */
  benefit_facts: z.array(factLineSchema),
  /** The cheapest option's monthly price, or null when there is none. */
  lowest_price: money.nullable(),
  ...oneTimeFeeFields,
  /** The pricing notice's code and words when the plan cannot be priced for this shopper. */
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
  /**
   * True when the plan goes in the cart only through its own page: it needs carrier statements
   * confirmed or an association membership offered first.
   */
  finish_on_plan_page: z.boolean(),
});
export type ComparedPlan = z.infer<typeof comparedPlanSchema>;

export const comparePlans = endpoint({
  method: 'GET',
  path: 'compare-plans',
  summary:
    "Up to three plans of one category side by side for the enrollment's filter: price, carrier, key texts and the notice that blocks each.",
  query: z.object({ enrollment_id: enrollmentId, plan_ids: planIdList }),
  data: z.object({ result: z.array(comparedPlanSchema) }),
});
