import { describe, expect, it } from 'vitest';
import { cartTotals, oneTimeFees, planCost } from './cartTotals';

const line = (price: number, fee = 0, label = '', available = true) => ({
  plan_name: `Plan ${price}`,
  price,
  application_fee: fee,
  application_fee_label: label,
  available,
});

describe('cartTotals', () => {
  it('adds the one-time fees to the first month only', () => {
    expect(cartTotals([line(74.86, 25, 'Application fee'), line(12.1)])).toEqual({
      recurringCents: 8696,
      feeCents: 2500,
      firstMonthCents: 11196,
      firstYearCents: 106852,
    });
  });

  it('counts nothing of a line that can no longer be bought', () => {
    expect(cartTotals([line(10, 25, 'Application fee', false), line(5)])).toEqual({
      recurringCents: 500,
      feeCents: 0,
      firstMonthCents: 500,
      firstYearCents: 6000,
    });
    expect(cartTotals([])).toEqual({ recurringCents: 0, feeCents: 0, firstMonthCents: 0, firstYearCents: 0 });
  });

  it('adds whole cents, so dollars with two decimals never drift', () => {
    const many = Array.from({ length: 10 }, () => line(0.1, 0.1));
    expect(cartTotals(many)).toEqual({
      recurringCents: 100,
      feeCents: 100,
      firstMonthCents: 200,
      firstYearCents: 1300,
    });
  });
});

describe('planCost', () => {
  it("is the cart's own totals for the plan alone: the first month and the first year carry the fee once", () => {
    // Harborline Dental Essentials, Basic, for a 41-year-old in California: $29.19 a month and a $25 application fee.
    expect(planCost(29.19, 25)).toEqual({
      recurringCents: 2919,
      feeCents: 2500,
      firstMonthCents: 5419,
      firstYearCents: 37528,
    });
    expect(planCost(27.91, 0)).toEqual({
      recurringCents: 2791,
      feeCents: 0,
      firstMonthCents: 2791,
      firstYearCents: 33492,
    });
  });
});

describe('oneTimeFees', () => {
  it('lists each fee of an available line with its name and plan; an unnamed fee is a one-time fee', () => {
    expect(
      oneTimeFees([line(10, 25, 'Application fee'), line(5), line(7, 3.5), line(9, 4, 'Setup', false)]),
    ).toEqual([
      { name: 'Application fee', planName: 'Plan 10', cents: 2500 },
      { name: 'One-time fee', planName: 'Plan 7', cents: 350 },
    ]);
  });
});
