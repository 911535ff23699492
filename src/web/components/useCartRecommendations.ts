import { recommendForCart } from '../../contract/recommendationCalls';
import { callApi } from '../api/callApi';
import { useQuery } from '../api/useQuery';

/** Suggestions for this enrollment's cart (the header link, the cart panel and the list page share them). */
export function useCartRecommendations(enrollmentId: string | null) {
  return useQuery({
    queryKey: ['cart', enrollmentId ?? '', 'recommendations'],
    queryFn: () => callApi(recommendForCart, { query: { enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId),
  });
}
