import { z } from 'zod';
import { endpoint } from './endpoint';
import { pricedPlanSchema } from './planCalls';
import { enrollmentId, listResult, numericId } from './wireFields';

const planOfEnrollment = z.object({ enrollment_id: enrollmentId, plan_id: numericId });

export const getRelatedPlans = endpoint({
  method: 'GET',
  path: 'get-related-plans',
  summary: 'Up to four other plans the filter can buy: the same category first, most popular first.',
  query: planOfEnrollment,
  data: listResult(pricedPlanSchema),
});

export const getMoreRequirement = endpoint({
  method: 'GET',
  path: 'get-more-requirement',
  summary:
    'The premier flag: of a plan (plan_id), or of the cart (enrollment_id). True means "Member + 1 Child".',
  query: z
    .object({ enrollment_id: enrollmentId.optional(), plan_id: numericId.optional() })
    .refine((q) => q.enrollment_id !== undefined || q.plan_id !== undefined, {
      message: 'Give an enrollment or a plan',
      path: ['plan_id'],
    }),
  data: z.object({ result: z.boolean() }),
});

export const checkAlreadyInCart = endpoint({
  method: 'POST',
  path: 'check-already-in-cart',
  summary: 'Whether the plan is already in the cart.',
  body: planOfEnrollment.extend({ plan_pricing_id: numericId.optional() }),
  data: z.object({ status: z.boolean() }),
});

export const checkDisabilityPlan = endpoint({
  method: 'GET',
  path: 'check-disability-plan',
  summary: 'Whether the plan is priced from income and hours, and whether the filter still lacks them.',
  query: planOfEnrollment,
  data: z.object({ status: z.boolean(), missing_details: z.boolean() }),
});
