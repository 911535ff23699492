import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, enrollmentQuery, numericId } from './wireFields';

export const addPlanToCartPrudentials = endpoint({
  method: 'POST',
  path: 'add-plan-to-cart-prudentials',
  summary:
    'Adds a plan that needs the association membership together with the membership (plan_id); an existing member sends only the plan.',
  body: z.object({
    enrollment_id: enrollmentId,
    plan_id1: numericId,
    plan_pricing_id1: numericId,
    plan_id: numericId.optional(),
    plan_pricing_id: numericId.optional(),
  }),
  data: z.object({ result: z.number() }),
});

export const checkPrudentialPlan = endpoint({
  method: 'GET',
  path: 'check-prudential-plan',
  summary: 'Whether adding this plan must bring the association membership with it.',
  query: z.object({ enrollment_id: enrollmentId, plan_id: numericId }),
  data: z.object({ status: z.boolean() }),
});

export const checkPrudentialCart = endpoint({
  method: 'GET',
  path: 'check-prudential-cart',
  summary: 'Whether the cart holds an association membership.',
  query: enrollmentQuery,
  data: z.object({ status: z.boolean() }),
});

export const getMembershipFee = endpoint({
  method: 'GET',
  path: 'get-plan-detail',
  summary: 'The association membership offer: its plans, the basic monthly fee and its text.',
  data: z.object({
    fee: z.number(),
    text: z.string(),
    memberships: z.array(z.object({ plan_id: z.number(), plan_name: z.string(), price: z.number() })),
  }),
});
