import { factBetter } from './factBetter';

/**
 * The plan list's orders (issue 28): by price, cheapest first (the default), or by a key fact that
 * tells plans of a category apart, best first. A plan without the fact goes after those with it;
 * plans that tie keep the list's own order (most popular first).
 */
const PLAN_ORDERS = ['price', 'annual_maximum', 'deductible'] as const;
export type PlanOrder = (typeof PLAN_ORDERS)[number];

const LABELS: Record<PlanOrder, string> = {
  price: 'Price, low to high',
  annual_maximum: 'Annual maximum, high to low',
  deductible: 'Deductible, low to high',
};

export interface OrderablePlan {
  price: number;
  key_facts: readonly { key: string; value: number | string | boolean }[];
}

export function planOrderLabel(order: PlanOrder): string {
  return LABELS[order];
}

export function isPlanOrder(value: string): value is PlanOrder {
  return (PLAN_ORDERS as readonly string[]).includes(value);
}

function factNumber(plan: OrderablePlan, key: string): number | undefined {
  const value = plan.key_facts.find((fact) => fact.key === key)?.value;
  return typeof value === 'number' ? value : undefined;
}

/** The orders that mean something for these plans: price always, a fact when a plan gives it. */
export function ordersFor(plans: readonly OrderablePlan[]): PlanOrder[] {
  return PLAN_ORDERS.filter(
    (order) => order === 'price' || plans.some((plan) => factNumber(plan, order) !== undefined),
  );
}

/** The plans in the order asked for, as a new list. */
export function orderPlans<P extends OrderablePlan>(plans: readonly P[], order: PlanOrder): P[] {
  if (order === 'price') return [...plans].sort((a, b) => a.price - b.price);
  // Best first, the fact's way (domain/factBetter).
  const sign = factBetter(order) === 'higher' ? -1 : 1;
  return [...plans].sort((a, b) => {
    const x = factNumber(a, order);
    const y = factNumber(b, order);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * (x - y);
  });
}
