import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INCOME_DECIDES_NOTE } from '../../domain/incomeDecidesNote';
import { planPath } from '../../domain/planPath';
import { formatDollars } from '../ui/money';
import { BeatenByNote } from './BeatenByNote';
import { type FeeOfPlan, FirstMonthNote } from './FirstMonthNote';
import { KeyFacts, type ShownFact } from './KeyFacts';

export interface CardPlan {
  plan_id: number;
  plan_name: string;
  plan_short_text: string;
  carrier_name: string;
  /** The carrier's logo (catalog data); '' or absent shows the name alone. */
  plan_logo?: string;
  price?: number;
  /** Said where the price would be when the card has none yet (the shopper's details decide it). */
  price_note?: string;
  price_label?: string;
  /** The price is a "from" price until the shopper's income and hours say whether the plan fits. */
  income_decides?: boolean;
  /** The category's key facts the plan gives (plan list only). */
  key_facts?: readonly ShownFact[];
  /** The plan of the same category that costs less and covers at least as much (plan list only). */
  beaten_by?: { plan_id: number; plan_name: string } | null;
  /** Its one-time fee, where the listing gives it (plan list, related plans). */
  application_fee?: FeeOfPlan['application_fee'];
  application_fee_label?: FeeOfPlan['application_fee_label'];
}

/** A plan's card; `children` (the Compare box on the plan list) go at its foot. */
export function PlanCard({ plan, children }: { plan: CardPlan; children?: ReactNode }) {
  return (
    <article className="plan-card" aria-labelledby={`plan-${plan.plan_id}-name`}>
      <h3 id={`plan-${plan.plan_id}-name`}>{plan.plan_name}</h3>
      <p className="plan-card__carrier">
        {/* Decorative: the carrier's name is the text beside it, so it is not read twice. */}
        {plan.plan_logo ? (
          <img className="plan-card__logo" src={plan.plan_logo} alt="" width={24} height={24} />
        ) : null}
        <span>{plan.carrier_name}</span>
      </p>
      <p>{plan.plan_short_text}</p>
      <KeyFacts facts={plan.key_facts ?? []} />
      {plan.price !== undefined ? (
        <p className="plan-card__price">
          From <strong>{formatDollars(plan.price)}</strong> / month
        </p>
      ) : plan.price_note ? (
        <p className="plan-card__note">{plan.price_note}</p>
      ) : null}
      {plan.price !== undefined && plan.application_fee ? (
        <FirstMonthNote
          monthly={plan.price}
          plan={{
            application_fee: plan.application_fee,
            application_fee_label: plan.application_fee_label ?? '',
          }}
          className="plan-card__fee"
        />
      ) : null}
      {plan.income_decides ? <p className="plan-card__note">{INCOME_DECIDES_NOTE}</p> : null}
      {plan.beaten_by ? <BeatenByNote by={plan.beaten_by} className="plan-card__beaten" /> : null}
      <Link
        to={planPath(plan.plan_id, plan.plan_name)}
        className="button"
        aria-label={`More Info about ${plan.plan_name}`}
      >
        More Info
      </Link>
      {children}
    </article>
  );
}
