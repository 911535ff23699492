import type { RecommendedPlan } from '../../contract/recommendationCalls';
import { categoryLabel, isCategory } from '../../domain/categories';
import { PlanCard } from './PlanCard';

/** Where a price would be, before the shopper's details can price the plan. */
const PRICED_LATER = 'Your price depends on your age, zip code and coverage tier.';

/**
 * A recommended plan: the plan card with its category where the carrier would be. `priced` false (the
 * most popular plans, shown before the shopper's details are known): no figure, since the lowest rate
 * for anyone is rarely this shopper's (docs/decisions.md, issue 40).
 */
export function RecommendedCard({ plan, priced = true }: { plan: RecommendedPlan; priced?: boolean }) {
  return (
    <PlanCard
      plan={{
        plan_id: plan.plan_id,
        plan_name: plan.plan_name,
        plan_short_text: plan.plan_short_text,
        carrier_name: isCategory(plan.plan_category) ? categoryLabel(plan.plan_category) : 'Association',
        plan_logo: plan.plan_logo,
        ...(priced ? { price: plan.plan_price } : { price_note: PRICED_LATER }),
      }}
    />
  );
}
