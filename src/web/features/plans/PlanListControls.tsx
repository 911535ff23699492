import { isPlanOrder, type PlanOrder, planOrderLabel } from '../../../domain/planOrder';

/** Every carrier: the carrier choice's first entry. */
export const ALL_CARRIERS = '';

/**
 * The plan list's sort and carrier choices, for the plans already listed, and a polite line saying
 * what is shown, read out when a choice changes it.
 */
export function PlanListControls({
  orders,
  order,
  onOrder,
  carriers,
  carrier,
  onCarrier,
  shownCount,
}: {
  orders: readonly PlanOrder[];
  order: PlanOrder;
  onOrder: (order: PlanOrder) => void;
  carriers: readonly string[];
  carrier: string;
  onCarrier: (carrier: string) => void;
  shownCount: number;
}) {
  return (
    <div className="plan-list-controls">
      <div className="field">
        <label htmlFor="plan-order">Sort by</label>
        <select
          id="plan-order"
          value={order}
          onChange={(event) => {
            if (isPlanOrder(event.target.value)) onOrder(event.target.value);
          }}
        >
          {orders.map((value) => (
            <option key={value} value={value}>
              {planOrderLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="plan-carrier">Carrier</label>
        <select id="plan-carrier" value={carrier} onChange={(event) => onCarrier(event.target.value)}>
          <option value={ALL_CARRIERS}>All carriers</option>
          {carriers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="plan-list-controls__status">
        {shownCount} {shownCount === 1 ? 'plan' : 'plans'}
        {carrier === ALL_CARRIERS ? '' : ` from ${carrier}`}, sorted by {planOrderLabel(order).toLowerCase()}
      </p>
    </div>
  );
}
