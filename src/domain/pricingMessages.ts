import type { PricingError } from './pricing';
import { DECLINE_MESSAGE } from './screening';

/** What a shopper reads when a plan has no price for their details. */
export const PRICING_MESSAGES: Record<PricingError, string> = {
  salaryError: 'This plan needs a higher annual income than the one in your details.',
  hourError: 'This plan needs more working hours a week than the ones in your details.',
  tierError: 'This plan is not available for the coverage tier you chose.',
  ageError: 'This plan is not available for your age group.',
  stateError: 'This plan is not available in your state.',
  metError: 'This plan is not available in your area.',
  planAgeError: 'This plan can only be bought up to a certain age, and you are past it.',
  smokerError: 'Tell us whether you use tobacco to see the price of this plan.',
};

/** Notices a plan page shows besides the pricing engine's own: no details yet, questions to answer, declined. */
export const PLAN_NOTICES = {
  enrollmentIdError: 'Enter your details to see the price of this plan.',
  newQuestionsError: 'Please answer the questions below to see your price.',
  declineError: DECLINE_MESSAGE,
  portalError: 'Please choose an enrollment portal before pricing this plan.',
  changePid: 'This plan has been replaced by a newer one.',
} as const;
export type PlanNotice = keyof typeof PLAN_NOTICES;

/**
 * A plan page or price asked for a plan the catalog no longer sells (withdrawn by a newer catalog, or
 * retired with no plan on sale to send the shopper to): the page shows it with a link to the plans.
 */
export const PLAN_NO_LONGER_OFFERED = 'This plan is no longer offered';

/** Add to Cart refused for such a plan (a page opened before the catalog changed). */
export function planNoLongerOffered(planName: string): string {
  return `${planName} is no longer offered: please choose another plan`;
}

/** The salaryError or hourError notice while the shopper has not given their income or hours yet. */
export const INCOME_HOURS_NEEDED =
  'Your annual income and working hours decide whether you can buy this plan. Enter them to see your price.';

/** Add to Cart refused because the shopper's income or hours are missing or below the plan's minimum. */
export const INCOME_HOURS_SHORT =
  "This plan needs an annual income and working hours at or above its minimum. Update your details on the plan's page.";

export function planAgeMessage(maxIssueAge: number): string {
  return `This plan can be bought up to age ${maxIssueAge}.`;
}
