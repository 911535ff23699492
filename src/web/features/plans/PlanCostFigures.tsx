import { planCost } from '../../../domain/cartTotals';
import { centsToDollars } from '../../../domain/pricing';
import { type FeeOfPlan, feeName } from '../../components/FirstMonthNote';
import { formatDollars } from '../../ui/money';

/**
 * The plan page's figures for the option chosen, side by side, by the cart's own rule
 * (domain/cartTotals.ts): the first month (the monthly price and the one-time fee), every month
 * after, and the first year. The cart will show the same amounts.
 */
export function PlanCostFigures({
  label,
  monthly,
  plan,
}: {
  label: string;
  monthly: number;
  plan: FeeOfPlan;
}) {
  const cost = planCost(monthly, plan.application_fee);
  const dollars = (cents: number) => formatDollars(centsToDollars(cents));
  const fee = plan.application_fee > 0 ? `${feeName(plan)} ${formatDollars(plan.application_fee)}` : null;
  return (
    // Named for the option, so the figures are read as the option's.
    <section aria-label={`What ${label} costs`}>
      <dl className="plan-cost">
        <div>
          <dt>First month</dt>
          <dd>
            <strong>{dollars(cost.firstMonthCents)}</strong>
            <span className="plan-cost__part">
              {fee ? `${label} ${formatDollars(monthly)} + ${fee}` : 'No one-time fees'}
            </span>
          </dd>
        </div>
        <div>
          <dt>Every month after</dt>
          <dd>
            <strong>{dollars(cost.recurringCents)}</strong>
          </dd>
        </div>
        <div>
          <dt>First year</dt>
          <dd>
            <strong>{dollars(cost.firstYearCents)}</strong>
            <span className="plan-cost__part">
              12 × {formatDollars(monthly)}
              {fee ? ` + ${fee}` : ''}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Before the plan is priced for the shopper, its one-time fee is said already; nothing when it has none. */
export function PlanFeeNotice({ plan }: { plan: FeeOfPlan }) {
  if (plan.application_fee <= 0) return null;
  return (
    <p className="plan-cost__notice">
      This plan has a one-time {feeName(plan)} of {formatDollars(plan.application_fee)}, charged with the
      first month.
    </p>
  );
}
