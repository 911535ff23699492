import { useState } from 'react';
import { RecommendedCard } from '../../components/RecommendedCard';
import { useCartRecommendations } from '../../components/useCartRecommendations';
import { Carousel } from '../../ui/Carousel';

/** Suggestions under the cart: a carousel of five, or every one inline after "View All". */
export function CartRecommendations({ enrollmentId }: { enrollmentId: string }) {
  const recommendations = useCartRecommendations(enrollmentId);
  const [all, setAll] = useState(false);
  const plans = recommendations.data?.result ?? [];
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="cart-recommended-title" className="cart-recommended">
      <h2 id="cart-recommended-title">Recommended for you</h2>
      {all ? (
        <ul className="plan-grid">
          {plans.map((plan) => (
            <li key={plan.plan_id}>
              <RecommendedCard plan={plan} />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel
          label="Recommended plans"
          items={plans.map((plan) => <RecommendedCard key={plan.plan_id} plan={plan} />)}
        />
      )}
      <button type="button" className="button button--link" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? 'Show Less' : 'View All'}
      </button>
    </section>
  );
}
