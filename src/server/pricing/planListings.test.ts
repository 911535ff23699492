import { describe, expect, it } from 'vitest';
import { type PriceRow, priceOptions } from '../../domain/pricing';
import { TIERS } from '../../domain/tiers';
import { seededRandom as seeded } from '../catalog/seededRandom';
import { type PlanListingRow, planListingRows } from './planListings';

const NO_RULES = { minAnnualIncome: null, minWorkingHours: null, zipAreas: null, maxIssueAge: null };
const STATES = ['CA', 'NY', 'TX'];

/** A plan's rates with what a package may hold: overlapping bands, state and tobacco rows, equal prices. */
function randomRates(random: () => number): PriceRow[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const rows: PriceRow[] = [];
  const count = 1 + Math.floor(random() * 40);
  for (let id = 1; id <= count; id += 1) {
    const ageMin = Math.floor(random() * 80);
    rows.push({
      id,
      tier: pick(TIERS.slice(0, 2)),
      ageMin,
      ageMax: ageMin + Math.floor(random() * 40),
      state: random() < 0.6 ? null : pick(STATES),
      tobacco: pick([null, null, 0, 1] as const),
      priceCents: 100 * (1 + Math.floor(random() * 5)),
      label: pick(['Basic', 'Plus', 'Premium']),
    });
  }
  return rows;
}

/** What a list reads for a filter: the state's own row if the plan has one, else the every-state row. */
function listed(
  listings: readonly PlanListingRow[],
  tier: string,
  age: number,
  state: string,
  smoker: boolean,
) {
  const fitting = listings.filter(
    (row) =>
      row.tier === tier &&
      row.age_from <= age &&
      age <= row.age_to &&
      (row.state === null || row.state === state) &&
      (row.tobacco === null || row.tobacco === (smoker ? 1 : 0)),
  );
  // At most one row for the state and one for every state.
  if (fitting.filter((row) => row.state !== null).length > 1) return 'two state rows';
  if (fitting.filter((row) => row.state === null).length > 1) return 'two every-state rows';
  const row = fitting.find((each) => each.state !== null) ?? fitting.find((each) => each.state === null);
  return row ? `${row.price_id} ${row.price_cents} ${row.label}` : null;
}

describe('plan listings', () => {
  it('list the row the pricing engine picks from all the rates, for every tier, age, state and tobacco use', () => {
    const random = seeded(27);
    const wrong: string[] = [];
    for (let plan = 0; plan < 300; plan += 1) {
      const rates = randomRates(random);
      const listings = planListingRows(
        plan,
        1,
        rates,
        rates.map((rate) => rate.tier),
      );
      for (const tier of TIERS.slice(0, 3))
        for (let age = -1; age <= 121; age += 1)
          for (const state of [...STATES, 'WA'])
            for (const smoker of [false, true]) {
              const priced = priceOptions(rates, NO_RULES, {
                tier,
                age,
                state,
                smoker,
                annualIncome: null,
                workingHours: null,
              });
              const option = priced.ok ? priced.options[0] : undefined;
              const expected = option ? `${option.id} ${option.priceCents} ${option.label}` : null;
              const got = listed(listings, tier, age, state, smoker);
              if (got !== expected)
                wrong.push(`plan ${plan} ${tier} ${age} ${state} ${smoker}: ${got}, not ${expected}`);
            }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('keeps a state row only where it changes the answer, and one row for both tobacco answers when they agree', () => {
    const rate = (
      id: number,
      state: string | null,
      priceCents: number,
      tobacco: 0 | 1 | null = null,
    ): PriceRow => ({
      id,
      tier: 'IO',
      ageMin: 18,
      ageMax: 64,
      state,
      tobacco,
      priceCents,
      label: 'Basic',
    });
    const rates = [rate(1, null, 1000), rate(2, 'CA', 900), rate(3, 'NY', 1200, 1)];
    const rows = planListingRows(7, 3, rates, ['IO', 'IO', 'IO']);
    expect(rows.map((row) => [row.state, row.tobacco, row.price_id])).toEqual([
      [null, null, 1],
      ['CA', null, 2],
      ['NY', 1, 3],
    ]);
  });

  it('leaves out rows under a tier code a list never asks for', () => {
    const row: PriceRow = {
      id: 1,
      tier: 'IC',
      ageMin: 0,
      ageMax: 99,
      state: null,
      tobacco: null,
      priceCents: 1,
      label: 'A',
    };
    expect(planListingRows(1, 1, [row], ['IC3'])).toEqual([]);
  });
});
