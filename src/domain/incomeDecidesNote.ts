/**
 * A plan card's note when the listed price still waits on the shopper's income and hours. Its own
 * file so the plan card (on the first page) does not load the pricing messages and their schemas.
 */
export const INCOME_DECIDES_NOTE =
  'Your annual income and working hours decide whether you can buy this plan.';
