import { getPlanCart } from '../../../../contract/cartCalls';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { formatDollars } from '../../../ui/money';

/**
 * Review's side panel: each plan with its monthly price and any one-time fee, then the First Month
 * Total Cost (with the fees) and the Recurring Monthly Cost (without).
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
      <ul className="review__plans">
        {lines.map((line) => (
          <li key={line.plan_id}>
            <span>{line.plan_name}</span> <strong>{formatDollars(line.price)}</strong>
            {line.application_fee > 0 ? (
              <span className="review__fee">
                {line.application_fee_label || 'One-time fee'}: {formatDollars(line.application_fee)} (first
                month only)
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>First Month Total Cost</dt>
          <dd>{formatDollars(cart.data?.initial_month_cost ?? 0)}</dd>
        </div>
        <div>
          <dt>Recurring Monthly Cost</dt>
          <dd>{formatDollars(cart.data?.recurring_month_cost ?? 0)}</dd>
        </div>
      </dl>
    </aside>
  );
}
