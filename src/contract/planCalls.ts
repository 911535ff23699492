import { z } from 'zod';
import { endpoint } from './endpoint';
import { carrierFactSchema, factLineSchema } from './factWire';
import { enrollmentId, listResult, money, numericId, oneTimeFeeFields } from './wireFields';

const planCardSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  plan_category: z.string(),
  carrier_name: z.string(),
});

export const getFeaturedPlans = endpoint({
  method: 'GET',
  path: 'get-featured-plans',
  summary: 'Plans featured on the landing page.',
  query: z.object({
    portal_id: z.string().max(20).optional(),
    group_id: z.string().max(20).optional(),
    agent_id: z.string().max(20).optional(),
    eprocess: z.string().max(20).optional(),
    open_type: z.string().max(20).optional(),
  }),
  data: listResult(planCardSchema),
});

export const pricedPlanSchema = planCardSchema.extend({
  plan_pricing_id: z.number(),
  price: money,
  price_label: z.string(),
  /** True while the shopper's annual income and working hours, not yet given, decide if the plan can be bought. */
  income_decides: z.boolean(),
  ...oneTimeFeeFields,
});

export const getFilteredPlans = endpoint({
  method: 'GET',
  path: 'get-filtered-plans',
  summary:
    "Plans the enrollment's filter can buy, grouped by category, most popular first, each at its lowest price; a page of each category at a time.",
  query: z.object({
    enrollment_id: enrollmentId,
    categories: z.string().max(300).optional(),
    /** Plans per category on one page (most popular first). */
    limit: z.coerce.number().int().min(1).max(100).default(12),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  data: listResult(
    z.object({
      category: z.string(),
      category_label: z.string(),
      /** How many plans of this category fit the filter, over all pages. */
      total: z.number(),
      page: z.number(),
      plans: z.array(
        pricedPlanSchema.extend({
          /** The category's key facts the plan gives (domain/keyFacts); empty when it gives none. */
          key_facts: z.array(factLineSchema),
          /**
           * The plan of the same category that costs less and covers at least as much on every
           * standard fact (domain/planDominance), or null when none does.
           */
          beaten_by: z.object({ plan_id: z.number(), plan_name: z.string() }).nullable(),
        }),
      ),
    }),
  ).extend({
    /** false while the store has no catalog in effect for the coverage date: nothing is for sale yet. */
    for_sale: z.boolean(),
  }),
});

export const planDescSchema = z.object({
  header_text: z.string(),
  body_text: z.string(),
  blueBarText: z.string(),
  association_text: z.string(),
  exclusions_text_name: z.string(),
  exclusions_text: z.string(),
  example_text_name: z.string(),
  example_text: z.string(),
  faq_text_name: z.string(),
  faq_text: z.string(),
});

export const getPlanDetail = endpoint({
  method: 'GET',
  path: 'get-plan-detail/:id',
  summary: "One plan's texts.",
  params: z.object({ id: numericId }),
  data: planCardSchema.extend({
    plan_desc: planDescSchema,
    /** Priced from the annual income and weekly working hours (disability income plans). */
    requires_income: z.boolean(),
    /** Set when the plan asked for is retired: the details are of the plan that replaced it. */
    replaced_by: z.number().nullable(),
    /** Every standard benefit fact of the plan (its first option's), in reading order. */
    benefit_facts: z.array(factLineSchema),
    /** The carrier's own facts, in its words. */
    carrier_facts: z.array(carrierFactSchema),
  }),
});

export const pricingOptionSchema = z.object({
  plan_id: z.number(),
  plan_pricing_id: z.number(),
  label: z.string(),
  price: money,
  is_prudential: z.boolean(),
});

export const getPlanPricingDetail = endpoint({
  method: 'GET',
  path: 'get-plan-pricing-detail',
  summary: "A plan's price options for the enrollment's filter, or the code saying why there are none.",
  query: z.object({ pid: numericId, enrollment_id: enrollmentId.optional() }),
  data: z.object({
    plans: z.array(
      pricingOptionSchema.extend({
        /** This option's facts where the plan's options differ: what it gives that another does not. */
        option_facts: z.array(factLineSchema),
      }),
    ),
    errorCode: z.string().nullable(),
    pid: z.number(),
    message: z.string().nullable(),
    /** The plan's one-time fee, told even before the shopper's details price it. */
    ...oneTimeFeeFields,
  }),
});

export const ELEVATE_PLAN_LIMIT = 50;

export const getPlanPricingDetailElevate = endpoint({
  method: 'GET',
  path: 'get-plan-pricing-detail-elevate',
  summary:
    "Every plan the enrollment can buy (in its group's categories) at its cheapest option, most popular first, at most 50: the one-page pick of an Elevate group site.",
  query: z.object({ enrollment_id: enrollmentId }),
  data: listResult(
    z.object({
      pid: z.number(),
      ppid: z.number(),
      plan_name: z.string(),
      plan_category: z.string(),
      label: z.string(),
      price: money,
      ...oneTimeFeeFields,
    }),
  ),
});

export const getLeftSideFilterFields = endpoint({
  method: 'GET',
  path: 'get-left-side-filter-fields',
  summary: "The categories the plan list's chooser offers: those with plans the filter can buy.",
  query: z.object({ enrollment_id: enrollmentId }),
  data: z.object({ result: z.object({ categories: z.array(z.string()) }) }),
});

export const getMenuFilteredPlans = endpoint({
  method: 'GET',
  path: 'get-menu-filtered-plans',
  summary: "A menu category's plans, without prices (for browsing before any details are given).",
  query: z.object({
    category: z.string().max(40),
    group_id: z.string().max(20).optional(),
    agent_id: z.string().max(20).optional(),
    portal_id: z.string().max(20).optional(),
    eprocess: z.string().max(20).optional(),
    open_type: z.string().max(20).optional(),
  }),
  data: listResult(planCardSchema),
});
