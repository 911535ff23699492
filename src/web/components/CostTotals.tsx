import type { OneTimeFee } from '../../domain/cartTotals';
import { formatDollars } from '../ui/money';

/**
 * The amounts of an order, so that they add up on the page: the plans' monthly prices, each one-time
 * fee as its own line with its name, the First Month Total Cost (the two together) and the Recurring
 * Monthly Cost, and on the cart the First Year Total Cost. The amounts are the server's (domain/cartTotals.ts); only read ones are shown.
 */
export function CostTotals({
  firstMonth,
  recurring,
  fees,
  firstYear,
}: {
  firstMonth: number;
  recurring: number;
  fees: readonly OneTimeFee[];
  /** The first year (twelve months and the one-time fees), where the page shows it (the cart). */
  firstYear?: number;
}) {
  return (
    <dl className="cost-totals">
      {fees.length > 0 ? (
        <>
          <div>
            <dt>Plans, monthly</dt>
            <dd>{formatDollars(recurring)}</dd>
          </div>
          {fees.map((fee) => (
            <div key={`${fee.planName}-${fee.name}`}>
              <dt>
                {fee.name} ({fee.planName}), first month only
              </dt>
              <dd>{formatDollars(fee.cents / 100)}</dd>
            </div>
          ))}
        </>
      ) : null}
      <div className="cost-totals__sum">
        <dt>First Month Total Cost</dt>
        <dd>{formatDollars(firstMonth)}</dd>
      </div>
      <div>
        <dt>Recurring Monthly Cost</dt>
        <dd>{formatDollars(recurring)}</dd>
      </div>
      {firstYear !== undefined ? (
        <div>
          <dt>First Year Total Cost</dt>
          <dd>{formatDollars(firstYear)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
