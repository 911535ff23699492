import { getMoreRequirement } from '../../contract/planChecksCalls';
import { callQuery } from './callQuery';
import { queryKeys } from './queryKeys';
import { useQuery } from './useQuery';

/**
 * Whether Member + Children reads "Member + 1 Child" (get-more-requirement): a premier plan is in
 * the cart, or the plan on screen is one (its page says so before it is in the cart). Every place
 * that names the tier (the details summary, the tier choices, the member home) asks this, so they
 * all say the same.
 */
export function usePremierTier(enrollmentId: string | null, planId?: number): boolean {
  const cart = useQuery({
    ...callQuery(
      getMoreRequirement,
      { query: { enrollment_id: enrollmentId ?? '' } },
      queryKeys.cart(enrollmentId ?? ''),
    ),
    enabled: Boolean(enrollmentId),
  });
  const plan = useQuery({
    ...callQuery(getMoreRequirement, { query: { plan_id: planId } }),
    enabled: planId !== undefined,
  });
  return Boolean(cart.data?.result || plan.data?.result);
}
