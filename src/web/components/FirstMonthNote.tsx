import { planCost } from '../../domain/cartTotals';
import { centsToDollars } from '../../domain/pricing';
import { formatDollars } from '../ui/money';

/** A plan's one-time fee as the wire gives it (contract `oneTimeFeeFields`). */
export interface FeeOfPlan {
  application_fee: number;
  application_fee_label: string;
}

/** "Application fee", or a plain name for a fee the catalog did not name (as the cart says it). */
export const feeName = (plan: FeeOfPlan) => plan.application_fee_label || 'One-time fee';

/**
 * Under a monthly price, what the first month costs with the plan's one-time fee, by the cart's own
 * rule (domain/cartTotals.ts): "First month $54.19, with the one-time Application fee of $25.00".
 * Nothing for a plan without a fee: its first month is its monthly price.
 */
export function FirstMonthNote({
  monthly,
  plan,
  className,
}: {
  monthly: number;
  plan: FeeOfPlan;
  className?: string;
}) {
  if (plan.application_fee <= 0) return null;
  const cost = planCost(monthly, plan.application_fee);
  return (
    <p className={className}>
      First month <strong>{formatDollars(centsToDollars(cost.firstMonthCents))}</strong>, with the one-time{' '}
      {feeName(plan)} of {formatDollars(plan.application_fee)}
    </p>
  );
}
