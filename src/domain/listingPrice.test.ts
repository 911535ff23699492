import { describe, expect, it } from 'vitest';
import { incomeUnknownFor, listingPrice } from './listingPrice';
import type { PriceRow, PricingFilter } from './pricing';

const rows: PriceRow[] = [
  { id: 1, tier: 'IO', ageMin: 18, ageMax: 64, state: null, tobacco: null, priceCents: 3500, label: 'Basic' },
];
const rules = { minAnnualIncome: 20000, minWorkingHours: 30 };
const filter = (over: Partial<PricingFilter> = {}): PricingFilter => ({
  tier: 'IO',
  age: 40,
  state: 'CA',
  smoker: null,
  annualIncome: null,
  workingHours: null,
  ...over,
});

describe('listing price', () => {
  it('lists an income-rated plan while income and hours are unknown, flagged', () => {
    expect(listingPrice(rows, rules, filter())).toEqual({ ok: true, options: rows, incomeDecides: true });
    expect(listingPrice(rows, rules, filter({ annualIncome: 25000 }))).toMatchObject({ incomeDecides: true });
  });

  it('applies what the shopper gave: short drops the plan, enough lists it unflagged', () => {
    expect(listingPrice(rows, rules, filter({ annualIncome: 19999 })).ok).toBe(false);
    expect(listingPrice(rows, rules, filter({ annualIncome: 25000, workingHours: 29 })).ok).toBe(false);
    expect(listingPrice(rows, rules, filter({ annualIncome: 20000, workingHours: 30 }))).toEqual({
      ok: true,
      options: rows,
      incomeDecides: false,
    });
  });

  it('never flags a plan without minimums', () => {
    const none = { minAnnualIncome: null, minWorkingHours: null };
    expect(listingPrice(rows, none, filter())).toMatchObject({ ok: true, incomeDecides: false });
  });

  it('tells an unknown answer from a short one', () => {
    expect(incomeUnknownFor('salaryError', { annualIncome: null, workingHours: 40 })).toBe(true);
    expect(incomeUnknownFor('salaryError', { annualIncome: 100, workingHours: null })).toBe(false);
    expect(incomeUnknownFor('hourError', { annualIncome: 100, workingHours: null })).toBe(true);
    expect(incomeUnknownFor('tierError', { annualIncome: null, workingHours: null })).toBe(false);
  });
});
