import { useSearchParams } from 'react-router';
import { RecommendedCard } from '../../components/RecommendedCard';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useCartRecommendations } from '../../components/useCartRecommendations';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';

/** /recommend-list?name=cart: every suggestion for the shopper's cart. */
export function RecommendListPage() {
  usePageTitle('Recommended Products');
  const enrollmentId = useEnrollmentId();
  const from = useSearchParams()[0].get('name') ?? 'cart';
  const recommendations = useCartRecommendations(enrollmentId);
  const plans = recommendations.data?.result ?? [];
  return (
    <div>
      <ShopBreadcrumbs
        items={[
          ...(from === 'cart' ? [{ label: 'Cart', to: '/cart' }] : []),
          { label: 'Recommended Products' },
        ]}
      />
      <h1>Recommended Products</h1>
      {!enrollmentId || (recommendations.isSuccess && plans.length === 0) ? (
        <p className="empty">No Any Products.</p>
      ) : null}
      <ul className="plan-grid">
        {plans.map((plan) => (
          <li key={plan.plan_id}>
            <RecommendedCard plan={plan} />
          </li>
        ))}
      </ul>
    </div>
  );
}
