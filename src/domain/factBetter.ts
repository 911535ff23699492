import type { FactKey, FactValue } from './benefitFacts';

/**
 * Which way each standard fact is better for the shopper (issue 28): `higher` (more the plan pays,
 * a yes over a no), `lower` (less the shopper pays or waits, more often), or `none` where values
 * cannot be ranked (a network's name, a text). The comparison's best values, the dominated-plan
 * mark and the plan list's fact orders all read it.
 */
export type Better = 'higher' | 'lower' | 'none';

const BETTER: Record<FactKey, Better> = {
  deductible: 'lower',
  network: 'none',
  waiting_days: 'lower',
  preexisting_lookback_months: 'lower',
  generic_drug_copay: 'lower',
  telehealth_copay: 'lower',
  face_amount: 'higher',
  accidental_death: 'higher',
  er_visit: 'higher',
  hospital_admission: 'higher',
  hospital_daily: 'higher',
  max_days_per_year: 'higher',
  lump_sum: 'higher',
  wellness_benefit: 'higher',
  annual_maximum: 'higher',
  preventive_coinsurance: 'higher',
  basic_coinsurance: 'higher',
  major_coinsurance: 'higher',
  basic_waiting_months: 'lower',
  major_waiting_months: 'lower',
  orthodontia: 'higher',
  orthodontia_lifetime_max: 'higher',
  implants: 'higher',
  cleanings_per_year: 'higher',
  exam_copay: 'lower',
  lens_copay: 'lower',
  frame_allowance: 'higher',
  contact_allowance: 'higher',
  // Months between new lenses or frames: fewer months is more often.
  frequency_months: 'lower',
  frame_frequency_months: 'lower',
  lasik: 'none',
  out_of_pocket_max: 'lower',
  coinsurance: 'higher',
  primary_care_copay: 'lower',
  specialist_copay: 'lower',
  urgent_care_copay: 'lower',
  emergency_room_copay: 'lower',
  preventive_care: 'higher',
  doctor_visit_benefit: 'higher',
  doctor_visits_per_year: 'higher',
  diagnostic_benefit: 'higher',
  surgery_benefit: 'higher',
  preferred_brand_copay: 'lower',
  non_preferred_brand_copay: 'lower',
  mail_order: 'higher',
  annual_rx_maximum: 'higher',
  term_years: 'higher',
  level_premium: 'higher',
  convertible: 'higher',
  accelerated_benefit: 'higher',
  renewable_to_age: 'higher',
  monthly_benefit: 'higher',
  income_replaced: 'higher',
  benefit_period_months: 'higher',
  elimination_days: 'lower',
  own_occupation_months: 'higher',
  spouse_benefit: 'higher',
  child_benefit: 'higher',
  recurrence: 'higher',
  fracture_max: 'higher',
  dislocation_max: 'higher',
  ambulance: 'higher',
  follow_up_visit: 'higher',
  on_and_off_job: 'higher',
  icu_daily: 'higher',
  outpatient_surgery: 'higher',
  treatment_max: 'higher',
  gap_benefit: 'higher',
  available_24_7: 'higher',
  counseling_sessions_per_year: 'higher',
  fitness_reimbursement: 'higher',
  gym_network: 'none',
  nutrition_coaching: 'higher',
  identity_restoration_max: 'higher',
  credit_monitoring: 'higher',
  annual_limit: 'higher',
  reimbursement: 'higher',
  accident_waiting_days: 'lower',
  illness_waiting_days: 'lower',
  wellness_allowance: 'higher',
  exam_fees: 'higher',
  graded_benefit_months: 'lower',
  issue_ages: 'none',
};

/** Which way a fact is better; `none` for a key that is not a standard fact. */
export function factBetter(key: string): Better {
  return Object.hasOwn(BETTER, key) ? BETTER[key as FactKey] : 'none';
}

function rank(value: FactValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

/** How `a` stands against `b` one way: above 0 when better, below 0 when worse; null when unrankable. */
function compareBy(better: Better, a: FactValue, b: FactValue): number | null {
  const x = rank(a);
  const y = rank(b);
  if (better === 'none' || x === undefined || y === undefined || typeof a !== typeof b) return null;
  return better === 'higher' ? x - y : y - x;
}

/**
 * How `a` stands against `b` on a fact: above 0 when `a` is better, below 0 when worse, 0 when the
 * same; null when they cannot be ranked (a fact with no direction, a text, values of different kinds).
 */
export function compareFact(key: string, a: FactValue, b: FactValue): number | null {
  return compareBy(factBetter(key), a, b);
}

/**
 * The positions holding the best of values ranked one way, among those given; none when fewer than
 * two are given, when they all tie, or when they cannot be ranked. A row of amounts (a premium, a
 * year's cost) is ranked `lower`.
 */
export function bestAmong(better: Better, values: readonly (FactValue | undefined)[]): Set<number> {
  const given = values.flatMap((value, index) => (value === undefined ? [] : [{ value, index }]));
  if (given.length < 2) return new Set();
  let best = given[0] as { value: FactValue; index: number };
  for (const entry of given.slice(1)) {
    const against = compareBy(better, entry.value, best.value);
    if (against === null) return new Set();
    if (against > 0) best = entry;
  }
  const tops = given.filter((entry) => compareBy(better, entry.value, best.value) === 0);
  if (tops.length === given.length) return new Set();
  return new Set(tops.map((entry) => entry.index));
}

/** The plans (by position) holding the best value of a fact (`bestAmong` the fact's way). */
export function bestOf(key: string, values: readonly (FactValue | undefined)[]): Set<number> {
  return bestAmong(factBetter(key), values);
}
