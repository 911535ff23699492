import { getCartAmount, getCartCount } from '../../contract/cartCalls';
import { callApi } from '../api/callApi';
import { queryKeys } from '../api/queryKeys';
import { useQuery } from '../api/useQuery';

/** The cart's line count and monthly amount, for the badge and the recommendations link. */
export function useCartSummary(enrollmentId: string) {
  return useQuery({
    queryKey: queryKeys.cartCount(enrollmentId),
    queryFn: async () => {
      const [lines, amount] = await Promise.all([
        callApi(getCartCount, { query: { enrollment_id: enrollmentId } }),
        callApi(getCartAmount, { query: { enrollment_id: enrollmentId } }),
      ]);
      return { count: lines.result, amount: amount.result };
    },
  });
}
