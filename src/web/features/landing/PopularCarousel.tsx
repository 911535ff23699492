import type { RecommendedPlan } from '../../../contract/recommendationCalls';
import { RecommendedCard } from '../../components/RecommendedCard';
import { Carousel } from '../../ui/Carousel';

/** The popular plans' carousel: its own chunk, loaded once there are plans to show (landing stays small). */
export function PopularCarousel({ state, plans }: { state: string; plans: RecommendedPlan[] }) {
  return (
    <Carousel
      label={`Popular in ${state}`}
      items={plans.map((plan) => <RecommendedCard key={plan.plan_id} plan={plan} priced={false} />)}
    />
  );
}
