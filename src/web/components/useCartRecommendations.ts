import { recommendForCart } from '../../contract/recommendationCalls';
import { callQuery } from '../api/callQuery';
import { queryKeys } from '../api/queryKeys';
import { useQuery } from '../api/useQuery';

/** Suggestions for this enrollment's cart (the header link, the cart panel and the list page share them). */
export function useCartRecommendations(enrollmentId: string | null) {
  return useQuery({
    ...callQuery(
      recommendForCart,
      { query: { enrollment_id: enrollmentId ?? '' } },
      queryKeys.cart(enrollmentId ?? ''),
    ),
    enabled: Boolean(enrollmentId),
  });
}
