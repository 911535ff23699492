import type { PlanPriceTable } from '../schema';
import type { PlanSpec } from './demoPlans';

export const AGE_BANDS: [number, number][] = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 59],
  [60, 64],
  [65, 99],
];
const AGE_FACTOR = [1, 1.1, 1.3, 1.6, 1.9, 2.3];
const TIER_FACTOR = { IO: 1, IS: 1.8, IC: 1.7, IF: 2.6 } as const;
const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
const SECOND_OPTION_FACTOR = 1.45;
const SMOKER_FACTOR = 1.5;
const OVERRIDE_FACTOR = 1.2;

type PriceInput = Pick<
  PlanSpec,
  'id' | 'labels' | 'tiers' | 'ageMax' | 'ageMin' | 'states' | 'stateOverride' | 'tobaccoRated' | 'flatCents'
>;

/**
 * A plan's price table: every tier, age band and option, optionally per state, per tobacco use,
 * or with a state's own price. `nextId` numbers the rows; `random` varies prices a little.
 */
export function priceRowsFor(
  spec: PriceInput,
  baseCents: number,
  nextId: () => number,
  random: () => number,
): PlanPriceTable[] {
  const rows: PlanPriceTable[] = [];
  const labels = spec.labels ?? ['Standard'];
  const bands = AGE_BANDS.filter(([min, max]) => max <= (spec.ageMax ?? 99) && min >= (spec.ageMin ?? 18));
  const states: (string | null)[] = spec.states ?? [null];
  const tobaccoValues: (number | null)[] = spec.tobaccoRated ? [0, 1] : [null];
  for (const tier of spec.tiers ?? TIERS) {
    for (const [ageMin, ageMax] of bands) {
      for (const [labelIndex, label] of labels.entries()) {
        const jitter = 0.97 + random() * 0.06;
        const base = spec.flatCents
          ? spec.flatCents
          : baseCents *
            TIER_FACTOR[tier] *
            AGE_FACTOR[AGE_BANDS.findIndex(([min]) => min === ageMin)]! *
            SECOND_OPTION_FACTOR ** labelIndex *
            jitter;
        for (const state of states) {
          for (const tobacco of tobaccoValues) {
            const cents = Math.round(base * (tobacco === 1 ? SMOKER_FACTOR : 1));
            rows.push({
              id: nextId(),
              plan_id: spec.id,
              tier,
              age_min: ageMin,
              age_max: ageMax,
              state,
              tobacco,
              price_cents: cents,
              label,
              version_id: 1,
            });
          }
        }
        if (spec.stateOverride) {
          const cents = Math.round(base * OVERRIDE_FACTOR);
          rows.push({
            id: nextId(),
            plan_id: spec.id,
            tier,
            age_min: ageMin,
            age_max: ageMax,
            state: spec.stateOverride,
            tobacco: null,
            price_cents: cents,
            label,
            version_id: 1,
          });
        }
      }
    }
  }
  return rows;
}
