import { describe, expect, it } from 'vitest';
import { type OrderablePlan, orderPlans, ordersFor, planOrderLabel } from './planOrder';

const plan = (id: number, price: number, facts: Record<string, number> = {}) => ({
  id,
  price,
  key_facts: Object.entries(facts).map(([key, value]) => ({ key, value })),
});
const ids = (plans: { id: number }[]) => plans.map((p) => p.id);

const dental = [
  plan(1, 29.19, { annual_maximum: 1000, deductible: 50 }),
  plan(2, 28.7, { annual_maximum: 1500, deductible: 75 }),
  plan(3, 27.91, { annual_maximum: 2000, deductible: 50 }),
  plan(4, 28.35),
];

describe('plan list orders', () => {
  it('orders by price, cheapest first, ties in the list’s own order', () => {
    expect(ids(orderPlans(dental, 'price'))).toEqual([3, 4, 2, 1]);
    expect(ids(orderPlans([plan(7, 10), plan(5, 10), plan(6, 9)], 'price'))).toEqual([6, 7, 5]);
  });

  it('orders by annual maximum highest first and by deductible lowest first, plans without it last', () => {
    expect(ids(orderPlans(dental, 'annual_maximum'))).toEqual([3, 2, 1, 4]);
    expect(ids(orderPlans(dental, 'deductible'))).toEqual([1, 3, 2, 4]);
  });

  it('offers a fact order only when a plan gives that fact', () => {
    expect(ordersFor(dental)).toEqual(['price', 'annual_maximum', 'deductible']);
    const vision: OrderablePlan[] = [plan(11, 8, { exam_copay: 10 })];
    expect(ordersFor(vision)).toEqual(['price']);
    expect(ordersFor([plan(21, 300, { deductible: 500 })])).toEqual(['price', 'deductible']);
    expect(planOrderLabel('annual_maximum')).toBe('Annual maximum, high to low');
  });
});
