import { Link } from 'react-router';
import { useCartRecommendations } from '../components/useCartRecommendations';
import { useCartSummary } from './useCartSummary';

/** "View Your Recommended Products", when the cart has items and there is something to recommend. */
export function RecommendedLink({ enrollmentId }: { enrollmentId: string }) {
  const summary = useCartSummary(enrollmentId);
  const recommendations = useCartRecommendations((summary.data?.count ?? 0) > 0 ? enrollmentId : null);
  if (!recommendations.data?.result.length) return null;
  return <Link to="/recommend-list?name=cart">View Your Recommended Products</Link>;
}
