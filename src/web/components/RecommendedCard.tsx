import type { RecommendedPlan } from '../../contract/recommendationCalls';
import { categoryLabel, isCategory } from '../../domain/categories';
import { PlanCard } from './PlanCard';

/** A recommended plan: the plan card with its category where the carrier would be. */
export function RecommendedCard({ plan }: { plan: RecommendedPlan }) {
  return (
    <PlanCard
      plan={{
        plan_id: plan.plan_id,
        plan_name: plan.plan_name,
        plan_short_text: plan.plan_short_text,
        carrier_name: isCategory(plan.plan_category) ? categoryLabel(plan.plan_category) : 'Association',
        plan_logo: plan.plan_logo,
        price: plan.plan_price,
      }}
    />
  );
}
