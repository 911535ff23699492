import type { ReactNode } from 'react';
import { type CardPlan, PlanCard } from './PlanCard';

/** Plans as the store lists them: a grid of plan cards, each with what `foot` puts at its foot (the Compare box). */
export function PlanGrid<P extends CardPlan>({ plans, foot }: { plans: P[]; foot?: (plan: P) => ReactNode }) {
  return (
    <ul className="plan-grid">
      {plans.map((plan) => (
        <li key={plan.plan_id}>
          <PlanCard plan={plan}>{foot?.(plan)}</PlanCard>
        </li>
      ))}
    </ul>
  );
}
