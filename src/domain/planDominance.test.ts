import { describe, expect, it } from 'vitest';
import { beatenBy, coversNoMore, type WeighedPlan } from './planDominance';

const dental = (id: number, premiumCents: number, facts: WeighedPlan['facts']): WeighedPlan => ({
  id,
  premiumCents,
  facts,
});
const base = { deductible: 50, annual_maximum: 1000, major_coinsurance: 50, network: 'Harborline PPO' };

describe('a plan that costs more and covers no more', () => {
  it('is one with a higher premium and no fact better', () => {
    const dear = dental(1, 3000, base);
    const cheap = dental(2, 2500, { ...base, annual_maximum: 1500, network: 'Bluewater PPO' });
    expect(coversNoMore(dear, cheap)).toBe(true);
    expect(coversNoMore(cheap, dear)).toBe(false);
  });

  it('holds when every fact ties and only the premium differs', () => {
    expect(coversNoMore(dental(1, 3000, base), dental(2, 2999, base))).toBe(true);
  });

  it('does not hold at the same premium', () => {
    expect(coversNoMore(dental(1, 3000, base), dental(2, 3000, { ...base, annual_maximum: 2000 }))).toBe(
      false,
    );
  });

  it('does not hold when the dearer plan is better on any one fact', () => {
    const dear = dental(1, 3000, { ...base, deductible: 25 });
    const cheap = dental(2, 2500, { ...base, annual_maximum: 2000 });
    expect(coversNoMore(dear, cheap)).toBe(false);
  });

  it('does not hold when a fact is given by one plan only, whichever', () => {
    const cheap = dental(2, 2500, { ...base, annual_maximum: 2000 });
    expect(coversNoMore(dental(1, 3000, { ...base, implants: false }), cheap)).toBe(false);
    expect(coversNoMore(dental(1, 3000, base), { ...cheap, facts: { ...cheap.facts, implants: true } })).toBe(
      false,
    );
  });

  it('weighs a yes above a no', () => {
    const cheap = dental(2, 2500, { ...base, implants: true });
    expect(coversNoMore(dental(1, 3000, { ...base, implants: false }), cheap)).toBe(true);
    expect(
      coversNoMore(dental(1, 3000, { ...base, implants: true }), {
        ...cheap,
        facts: { ...base, implants: false },
      }),
    ).toBe(false);
  });

  it('never holds between plans without facts', () => {
    expect(coversNoMore(dental(1, 3000, {}), dental(2, 2000, {}))).toBe(false);
  });
});

describe('which plan beats which', () => {
  it('names the cheapest plan that beats each beaten plan, and none for the others', () => {
    const plans = [
      dental(1, 4000, base),
      dental(2, 3500, { ...base, annual_maximum: 1200 }),
      dental(3, 3000, { ...base, annual_maximum: 1200 }),
      dental(4, 2000, { ...base, deductible: 100 }),
    ];
    expect(Object.fromEntries(beatenBy(plans))).toEqual({ 1: 3, 2: 3 });
  });

  it('weighs the plans asked about against every plan given, in or out of the ones asked', () => {
    const category = [
      dental(1, 4000, base),
      dental(2, 3500, { ...base, annual_maximum: 1200 }),
      dental(3, 3000, { ...base, annual_maximum: 1200 }),
      dental(5, 3000, { ...base, annual_maximum: 1200 }),
    ];
    // A page of plans 1 and 2: both are beaten by plan 3, the first of the two cheapest, not on the page.
    expect(Object.fromEntries(beatenBy(category.slice(0, 2), category))).toEqual({ 1: 3, 2: 3 });
    expect(beatenBy(category.slice(2), category).size).toBe(0);
  });

  it('leaves every plan unmarked when each is better somewhere', () => {
    const plans = [
      dental(1, 4000, { ...base, annual_maximum: 2000 }),
      dental(2, 2000, { ...base, deductible: 0 }),
    ];
    expect(beatenBy(plans).size).toBe(0);
  });
});
