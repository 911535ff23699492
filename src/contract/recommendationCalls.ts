import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, listResult } from './wireFields';

/** Recommendation calls live on the benefit host; their ids arrive as the source sends them. */
const idText = z.string().max(40).optional();
const context = z.object({
  platformID: idText,
  userID: idText,
  enroll_type: z.string().max(40).optional(),
  agentID: idText,
  groupID: idText,
  planID: idText,
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Enter a 2 letter state')
    .transform((s) => s.toUpperCase())
    .optional(),
});

const recommendedPlanSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_price: z.number(),
  plan_category: z.string(),
  plan_short_text: z.string(),
});
export type RecommendedPlan = z.infer<typeof recommendedPlanSchema>;

export const recommendPopular = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'recommendation/popularity',
  summary: 'The most popular plans (from what shoppers cart and enroll in), optionally sold in a state.',
  query: context,
  data: listResult(recommendedPlanSchema),
});

export const recommendForFilter = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'recommendation/filter',
  summary: 'Popular plans a person of this state, tier, age and gender can buy, at their price.',
  query: context.extend({
    tier: z.enum(['IO', 'IS', 'IC', 'IF']).default('IO'),
    age: z.coerce.number().int().min(18).max(99),
    gender: z.enum(['0', '1']).optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Enter a 2 letter state')
      .transform((s) => s.toUpperCase()),
  }),
  data: listResult(recommendedPlanSchema),
});

export const recommendForCart = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'recommendation/association',
  summary:
    'Suggestions for a cart: the membership its plans need, plans a member can now add, then popular plans it lacks.',
  query: context.extend({ enrollment_id: enrollmentId }),
  data: listResult(recommendedPlanSchema),
});

export const recommendedPlanDetails = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'recommendation/plan-details',
  summary: 'Cards for a list of plan ids (comma-separated, at most 50).',
  query: z.object({
    plan_list: z
      .string()
      .max(400)
      .regex(/^\d+(,\d+)*$/, 'Give plan ids separated by commas'),
  }),
  data: listResult(recommendedPlanSchema),
});
