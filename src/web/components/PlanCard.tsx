import { Link } from 'react-router';
import { formatDollars } from '../ui/money';
import { planPath } from './planPath';

interface CardPlan {
  plan_id: number;
  plan_name: string;
  plan_short_text: string;
  carrier_name: string;
  price?: number;
  price_label?: string;
}

export function PlanCard({ plan }: { plan: CardPlan }) {
  return (
    <article className="plan-card" aria-labelledby={`plan-${plan.plan_id}-name`}>
      <h3 id={`plan-${plan.plan_id}-name`}>{plan.plan_name}</h3>
      <p className="plan-card__carrier">{plan.carrier_name}</p>
      <p>{plan.plan_short_text}</p>
      {plan.price !== undefined ? (
        <p className="plan-card__price">
          From <strong>{formatDollars(plan.price)}</strong> / month
        </p>
      ) : null}
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
