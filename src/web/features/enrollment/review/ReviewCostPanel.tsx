import { getPlanCart } from '../../../../contract/cartCalls';
import { oneTimeFees } from '../../../../domain/cartTotals';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { CostTotals } from '../../../components/CostTotals';
import { formatDollars } from '../../../ui/money';

/**
 * Review's cost panel: each plan with its monthly price, carrier and option, then the amounts as the cart adds them up,
 * one-time fees on lines of their own (CostTotals). Nothing is shown as a total until the cart is read: never $0.00.
 */
export function ReviewCostPanel({ enrollmentId }: { enrollmentId: string }) {
  const cart = useQuery({
    queryKey: queryKeys.cart(enrollmentId),
    queryFn: () => callApi(getPlanCart, { query: { enrollment_id: enrollmentId } }),
    staleTime: 0,
  });
  const lines = (cart.data?.result ?? []).filter((line) => line.available);
  return (
    <aside className="review__cost" aria-labelledby="cost-title">
      <h2 id="cost-title">Your plans</h2>
      {cart.isError ? <p role="alert">Your plans could not be loaded.</p> : null}
      {cart.data ? (
        <>
          <ul className="review__plans">
            {lines.map((line) => (
              <li key={line.plan_id}>
                <span>{line.plan_name}</span> <strong>{formatDollars(line.price)}</strong>
                <span className="review__plan-detail">
                  {line.carrier_name}, {line.price_label}
                </span>
              </li>
            ))}
          </ul>
          <CostTotals
            firstMonth={cart.data.initial_month_cost}
            recurring={cart.data.recurring_month_cost}
            fees={oneTimeFees(lines)}
          />
        </>
      ) : cart.isError ? null : (
        <p className="hint">Loading your plans…</p>
      )}
    </aside>
  );
}
