import { Link } from 'react-router';
import type { RecommendedPlan } from '../../contract/recommendationCalls';
import { categoryLabel, isCategory } from '../../domain/categories';
import { formatDollars } from '../ui/money';
import { planPath } from './planPath';

export function RecommendedCard({ plan }: { plan: RecommendedPlan }) {
  const category = isCategory(plan.plan_category) ? categoryLabel(plan.plan_category) : 'Association';
  return (
    <article className="plan-card" aria-labelledby={`recommended-${plan.plan_id}`}>
      <h3 id={`recommended-${plan.plan_id}`}>{plan.plan_name}</h3>
      <p className="plan-card__carrier">{category}</p>
      <p>{plan.plan_short_text}</p>
      <p className="plan-card__price">
        From <strong>{formatDollars(plan.plan_price)}</strong> / month
      </p>
      <Link
        to={planPath(plan.plan_id, plan.plan_name)}
        className="button"
        aria-label={`More Info about ${plan.plan_name}`}
      >
        More Info
      </Link>
    </article>
  );
}
