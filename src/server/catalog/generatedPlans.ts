import { CATEGORIES } from '../../domain/categories';
import { TIERS } from '../../domain/tiers';
import type { Plan, RateRow } from './packageSchema';
import { seededRandom as seeded } from './seededRandom';

/** The generated plans' age bands, and what each band, tier and option multiplies the base premium by. */
const BANDS: [number, number, number][] = [
  [18, 29, 1],
  [30, 39, 1.1],
  [40, 49, 1.3],
  [50, 59, 1.6],
  [60, 64, 1.9],
  [65, 99, 2.3],
];
const TIER_FACTOR = { IO: 1, IS: 1.8, IC: 1.7, IF: 2.6 } as const;
const OPTIONS = ['Basic', 'Plus'];

/**
 * `count` plans from id `firstId` on, spread over the categories and `carriers`, each with two options,
 * every tier and `statesPerPlan` state rows (0: one row for every state) in six age bands: for
 * benchmarks of a big catalog (SEED_PLANS, bench/catalogPackage.ts). Same arguments, same plans.
 */
export function generatedPlans(
  count: number,
  carriers: readonly { id: number; name: string }[],
  options: { firstId?: number; states?: readonly (string | null)[] } = {},
): { plans: Plan[]; rates: RateRow[] } {
  const random = seeded(20261127);
  const firstId = options.firstId ?? 10001;
  const states: (string | null)[] =
    options.states && options.states.length > 0 ? [...options.states] : [null];
  const plans: Plan[] = [];
  const rates: RateRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = CATEGORIES[i % CATEGORIES.length] ?? 'dental';
    const carrier = carriers[i % carriers.length] ?? { id: 1, name: 'Carrier' };
    const id = firstId + i;
    const name = `${carrier.name} ${category.replace('_', ' ')} Plan ${i + 1}`;
    plans.push({
      id,
      name,
      category,
      carrier: carrier.id,
      short_text: `${name}, generated for a benchmark.`,
      description: { header_text: name, body_text: `${name}, generated for a benchmark.` },
      options: OPTIONS,
      tiers: [...TIERS],
      featured: false,
      active: true,
      successor: null,
      needs_association: false,
      premier: false,
      needs_health: false,
      popularity: Math.floor(random() * 1000),
      eligibility: {
        min_annual_income: null,
        min_working_hours: null,
        zip_areas: null,
        max_issue_age: null,
        blackout_months: null,
      },
      fees: [],
      billing_terms: null,
      // Every option told apart at the carrier, with an amount (life and disability need one).
      edi: {
        insurance_line: 'HLT',
        options: Object.fromEntries(
          OPTIONS.map((option, index) => [
            option,
            { coverage_code: `G${id}-${option.toUpperCase()}`, coverage_amount: 25_000 * (index + 1) },
          ]),
        ),
      },
    });
    const base = 1000 + Math.floor(random() * 4000);
    for (const tier of TIERS) {
      for (const [ageMin, ageMax, ageFactor] of BANDS) {
        for (const [index, option] of OPTIONS.entries()) {
          for (const state of states) {
            const cents = Math.round(
              base * TIER_FACTOR[tier] * ageFactor * 1.45 ** index * (0.97 + random() * 0.06),
            );
            rates.push({ plan: id, option, tier, ageMin, ageMax, state, tobacco: null, cents });
          }
        }
      }
    }
  }
  return { plans, rates };
}
