import { centsToDollars } from '../../domain/pricing';
import type { YearCost } from '../../domain/yearCost';
import { formatDollars } from '../ui/money';

/** One estimate of a year's cost: the total, then its premiums, one-time fee (if any) and care. */
export function YearCostCell({ cost }: { cost: YearCost | undefined }) {
  if (!cost) return <>No estimate</>;
  return (
    <>
      <strong>{formatDollars(centsToDollars(cost.totalCents))}</strong>{' '}
      <span className="year-cost__parts">
        {formatDollars(centsToDollars(cost.premiumCents))} premiums +{' '}
        {cost.feeCents > 0 ? `${formatDollars(centsToDollars(cost.feeCents))} one-time fee + ` : null}
        {formatDollars(centsToDollars(cost.careCents))} care
      </span>
    </>
  );
}
