import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, enrollmentQuery, listResult, money, numericId, oneTimeFeeFields } from './wireFields';

const cartLineSchema = z.object({
  plan_id: z.number(),
  plan_pricing_id: z.number(),
  plan_name: z.string(),
  /** The carrier that insures the plan, as its plan page names it. */
  carrier_name: z.string(),
  plan_logo: z.string(),
  plan_category: z.string(),
  price_label: z.string(),
  price: money,
  ...oneTimeFeeFields,
  removable: z.boolean(),
  /** False when the enrollment's filter changed and this plan has no price for it any more. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const cartLineRef = z.object({
  enrollment_id: enrollmentId,
  plan_id: numericId,
  plan_pricing_id: numericId,
});

export const addPlanToCart = endpoint({
  method: 'POST',
  path: 'add-plan-to-cart',
  summary: "Adds a plan at one of its price options for the enrollment's filter.",
  body: cartLineRef,
  data: z.object({ result: z.number() }),
});

export const removePlanFromCart = endpoint({
  method: 'POST',
  path: 'remove-plan-from-cart',
  summary: 'Removes a removable line from the cart (POST: a state change is never a GET).',
  body: cartLineRef,
  data: z.object({ result: z.number() }),
});

export const getPlanCart = endpoint({
  method: 'GET',
  path: 'get-plan-cart',
  summary:
    'The cart lines with the first-month total (the monthly prices plus one-time fees such as an application fee), the recurring monthly total and the first-year total (twelve months and the one-time fees), priced for coverage from the effective date.',
  query: enrollmentQuery.extend({
    /**
     * The effective date the shopper has chosen and not yet confirmed (mm/dd/yyyy, one of
     * get-cart-effective-dates): the cart is priced on the rates in effect then. Unset: the
     * enrollment's own date, or before one is stored the earliest offered.
     */
    effective_date: z.string().max(10).optional(),
  }),
  data: z.object({
    result: z.array(cartLineSchema),
    initial_month_cost: money,
    recurring_month_cost: money,
    first_year_cost: money,
  }),
});

export const getCartCount = endpoint({
  method: 'GET',
  path: 'get-cart-count',
  summary: 'How many lines the cart has.',
  query: enrollmentQuery,
  data: z.object({ result: z.number() }),
});

export const getCartAmount = endpoint({
  method: 'GET',
  path: 'get-cart-amount',
  summary: 'The monthly total of the cart.',
  query: enrollmentQuery,
  data: z.object({ result: money }),
});

export const getCartEffectiveDates = endpoint({
  method: 'GET',
  path: 'get-cart-effective-dates',
  summary: 'The dates coverage can start on (mm/dd/yyyy).',
  query: enrollmentQuery,
  data: listResult(z.string()),
});

export const cartCheckout = endpoint({
  method: 'POST',
  path: 'cart-checkout',
  summary: 'Stores the chosen effective date and opens the enrollment steps.',
  body: z.object({
    enrollment_id: enrollmentId,
    effective_date: z
      .string({ error: () => 'Field is required' })
      .min(1, 'Field is required')
      .max(10),
  }),
  data: z.object({ new_enrollment: z.boolean() }),
});
