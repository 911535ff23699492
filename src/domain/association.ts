/** The national association's memberships: the plans some cover needs, and what each level brings. */
export const ASSOCIATION_CATEGORY = 'association';
export const BASIC_MEMBERSHIP_PLAN_ID = 901;
const ASSOCIATION_MEMBERS_CLAIM = 'over 100,000 members';

export const MEMBERSHIP_LEVELS = [
  { planId: 901, name: 'Bronze', monthly: 5, termLife: '$5,000', billNegotiation: true },
  { planId: 902, name: 'Silver', monthly: 12, termLife: '$7,000', billNegotiation: false },
  { planId: 903, name: 'Gold', monthly: 16, termLife: '$10,000', billNegotiation: true },
] as const;

export const MEMBERSHIP_FEATURES = [
  'Health coaching',
  'Fitness app',
  'Prescription card',
  'Travel discounts',
] as const;

export const NEEDS_MEMBERSHIP_MESSAGE =
  'This plan is offered to association members. Add it together with the membership.';
export const MEMBERSHIP_STILL_NEEDED_MESSAGE = 'Remove the plans that need the association membership first.';
export const NOT_A_MEMBERSHIP_MESSAGE = 'Choose an association membership';

export function membershipOfferText(fee: number): string {
  return `This plan is available to members of the national association, which has ${ASSOCIATION_MEMBERS_CLAIM}. Membership is $${fee.toFixed(2)} per month.`;
}
