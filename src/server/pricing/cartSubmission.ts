import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { CartView } from './cartView';

export const EMPTY_CART_AT_SUBMISSION = 'Your cart is empty: please add a plan before you submit';

/** What submission says of a line that cannot be bought any more. */
export const noLongerOffered = (planName: string) =>
  `${planName} is no longer offered for your details: please remove it from your cart before you submit`;

/** What submission says of a plan that needs the association membership when the cart has none. */
const membershipMissing = (planName: string) =>
  `${planName} needs the association membership: please add it to your cart before you submit`;

/**
 * Why a cart cannot be submitted, or null: the cart must not be empty (it may have been emptied after
 * checkout), every line must still be offered and priced for the enrollment's details (withdrawn,
 * off the group's menu, no price for the filter), and a plan that needs the association membership
 * needs it in the cart unless the enrollment is a current member's (who holds it already).
 */
export function cartProblemAtSubmission(owned: OwnedEnrollment, cart: CartView): string | null {
  if (cart.lines.length === 0) return EMPTY_CART_AT_SUBMISSION;
  const gone = cart.lines.find((line) => !line.available);
  if (gone) return noLongerOffered(gone.plan_name);
  const needing = cart.plansNeedingMembership[0];
  if (needing !== undefined && !cart.hasMembership && owned.row.type !== 'existing-user')
    return membershipMissing(needing);
  return null;
}
