import { centsToDollars } from '../../domain/pricing';
import type { YearCost } from '../../domain/yearCost';
import { formatDollars } from '../ui/money';

/** One estimate of a year's cost: the total, then its premiums and care. */
export function YearCostCell({ cost }: { cost: YearCost | undefined }) {
  if (!cost) return <>No estimate</>;
  return (
    <>
      <strong>{formatDollars(centsToDollars(cost.totalCents))}</strong>{' '}
      <span className="year-cost__parts">
        {formatDollars(centsToDollars(cost.premiumCents))} premiums +{' '}
        {formatDollars(centsToDollars(cost.careCents))} care
      </span>
    </>
  );
}
