import { describe, expect, it } from 'vitest';
import { type PriceRow, type PricingFilter, priceOptions } from './pricing';
import { normaliseTier, tierLabel } from './tiers';

const row = (over: Partial<PriceRow>): PriceRow => ({
  id: 1,
  tier: 'IO',
  ageMin: 18,
  ageMax: 64,
  state: null,
  tobacco: null,
  priceCents: 1000,
  label: 'Basic',
  ...over,
});
const filter = (over: Partial<PricingFilter> = {}): PricingFilter => ({
  tier: 'IO',
  age: 40,
  state: 'CA',
  smoker: false,
  annualIncome: null,
  workingHours: null,
  ...over,
});
const none = { minAnnualIncome: null, minWorkingHours: null };

describe('price options', () => {
  const rows = [
    row({ id: 1, label: 'Basic', priceCents: 1500 }),
    row({ id: 2, label: 'Plus', priceCents: 2500 }),
    row({ id: 3, tier: 'IS', priceCents: 2700 }),
    row({ id: 4, label: 'Plus', state: 'NY', priceCents: 3100 }),
  ];

  it('lists the options that fit, cheapest first', () => {
    const result = priceOptions(rows, none, filter());
    expect(result).toEqual({ ok: true, options: [rows[0], rows[1]] });
  });

  it('lets a state row replace the nationwide row of the same option', () => {
    const result = priceOptions(rows, none, filter({ state: 'NY' }));
    expect(result.ok && result.options.map((o) => o.id)).toEqual([1, 4]);
  });

  it('says tierError when no row has the tier', () => {
    expect(priceOptions(rows, none, filter({ tier: 'IF' }))).toEqual({ ok: false, error: 'tierError' });
  });

  it('says ageError outside every age band', () => {
    expect(priceOptions(rows, none, filter({ age: 70 }))).toEqual({ ok: false, error: 'ageError' });
  });

  it('says stateError when the plan is sold only elsewhere', () => {
    expect(priceOptions([row({ state: 'TX' })], none, filter())).toEqual({ ok: false, error: 'stateError' });
  });

  it('says smokerError for a tobacco-rated plan while tobacco use is unknown', () => {
    const rated = [row({ id: 1, tobacco: 0 }), row({ id: 2, tobacco: 1, priceCents: 1800 })];
    expect(priceOptions(rated, none, filter({ smoker: null }))).toEqual({ ok: false, error: 'smokerError' });
    const unrated = [row({ id: 3 })];
    expect(priceOptions(unrated, none, filter({ smoker: null }))).toEqual({ ok: true, options: unrated });
  });

  it('says smokerError when only the other tobacco rows exist', () => {
    expect(priceOptions([row({ tobacco: 0 })], none, filter({ smoker: true }))).toEqual({
      ok: false,
      error: 'smokerError',
    });
    const both = [row({ id: 1, tobacco: 0, priceCents: 1000 }), row({ id: 2, tobacco: 1, priceCents: 1500 })];
    expect(priceOptions(both, none, filter({ smoker: true }))).toEqual({ ok: true, options: [both[1]] });
  });

  it('says planAgeError past the issue age and metError outside the zip areas', () => {
    expect(priceOptions(rows, { ...none, maxIssueAge: 39 }, filter())).toEqual({
      ok: false,
      error: 'planAgeError',
    });
    expect(priceOptions(rows, { ...none, maxIssueAge: 40 }, filter()).ok).toBe(true);
    expect(priceOptions(rows, { ...none, zipAreas: ['100'] }, filter({ zip: '90210' }))).toEqual({
      ok: false,
      error: 'metError',
    });
    expect(priceOptions(rows, { ...none, zipAreas: ['902'] }, filter({ zip: '90210' })).ok).toBe(true);
  });

  it('says salaryError and hourError for income products', () => {
    const rules = { minAnnualIncome: 20000, minWorkingHours: 30 };
    expect(priceOptions(rows, rules, filter())).toEqual({ ok: false, error: 'salaryError' });
    expect(priceOptions(rows, rules, filter({ annualIncome: 50000, workingHours: 20 }))).toEqual({
      ok: false,
      error: 'hourError',
    });
    expect(priceOptions(rows, rules, filter({ annualIncome: 50000, workingHours: 40 })).ok).toBe(true);
  });
});

describe('tiers', () => {
  it('treats IC3 as IC and labels Member + 1 Child with a premier plan', () => {
    expect(normaliseTier('IC3')).toBe('IC');
    expect(normaliseTier('XX')).toBeNull();
    expect(tierLabel('IC')).toBe('Member + Children');
    expect(tierLabel('IC', true)).toBe('Member + 1 Child');
    expect(tierLabel('IF', true)).toBe('Family');
  });
});
