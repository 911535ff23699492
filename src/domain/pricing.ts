import type { Tier } from './tiers';

/** One row of a plan's price table. A null state or tobacco value matches any filter. */
export interface PriceRow {
  id: number;
  tier: Tier;
  ageMin: number;
  ageMax: number;
  state: string | null;
  tobacco: 0 | 1 | null;
  priceCents: number;
  label: string;
}

export interface PlanRules {
  minAnnualIncome: number | null;
  minWorkingHours: number | null;
  /** First three digits of the zips the plan is sold in; null or empty for everywhere. */
  zipAreas?: readonly string[] | null;
  /** The oldest age at which the plan can be bought. */
  maxIssueAge?: number | null;
}

export interface PricingFilter {
  tier: Tier;
  age: number;
  state: string;
  /** Tobacco use; null until the shopper says, so a tobacco-rated plan cannot be priced yet. */
  smoker: boolean | null;
  annualIncome: number | null;
  workingHours: number | null;
  /** The filter's zip, for plans sold only in some areas. */
  zip?: string;
}

const PRICING_ERRORS = [
  'salaryError',
  'hourError',
  'tierError',
  'ageError',
  'stateError',
  'metError',
  'planAgeError',
  'smokerError',
] as const;
export type PricingError = (typeof PRICING_ERRORS)[number];

export type PricingResult = { ok: true; options: PriceRow[] } | { ok: false; error: PricingError };

const matchesState = (row: PriceRow, state: string) => row.state === null || row.state === state;
const matchesAge = (row: PriceRow, age: number) => row.ageMin <= age && age <= row.ageMax;
const matchesTobacco = (row: PriceRow, smoker: boolean | null) =>
  row.tobacco === null || (smoker !== null && row.tobacco === (smoker ? 1 : 0));

/**
 * Finds the price options of one plan for a filter. When none fit, says why, in the order a
 * shopper can act on: income and hours first, then tier, age (the price table's, then the
 * plan's issue age), state, the plan's zip areas, and tobacco use.
 */
export function priceOptions(
  rows: readonly PriceRow[],
  rules: PlanRules,
  filter: PricingFilter,
): PricingResult {
  if (rules.minAnnualIncome !== null && (filter.annualIncome ?? 0) < rules.minAnnualIncome) {
    return { ok: false, error: 'salaryError' };
  }
  if (rules.minWorkingHours !== null && (filter.workingHours ?? 0) < rules.minWorkingHours) {
    return { ok: false, error: 'hourError' };
  }
  const byTier = rows.filter((row) => row.tier === filter.tier);
  if (byTier.length === 0) return { ok: false, error: 'tierError' };
  const byAge = byTier.filter((row) => matchesAge(row, filter.age));
  if (byAge.length === 0) return { ok: false, error: 'ageError' };
  if (rules.maxIssueAge !== undefined && rules.maxIssueAge !== null && filter.age > rules.maxIssueAge) {
    return { ok: false, error: 'planAgeError' };
  }
  const byState = byAge.filter((row) => matchesState(row, filter.state));
  if (byState.length === 0) return { ok: false, error: 'stateError' };
  if (
    rules.zipAreas &&
    rules.zipAreas.length > 0 &&
    !rules.zipAreas.includes((filter.zip ?? '').slice(0, 3))
  ) {
    return { ok: false, error: 'metError' };
  }
  const fits = byState.filter((row) => matchesTobacco(row, filter.smoker));
  if (fits.length === 0) return { ok: false, error: 'smokerError' };
  // A state-specific row replaces the nationwide row of the same option.
  const byLabel = new Map<string, PriceRow>();
  for (const row of fits) {
    const held = byLabel.get(row.label);
    if (!held || (held.state === null && row.state !== null)) byLabel.set(row.label, row);
  }
  return { ok: true, options: [...byLabel.values()].sort((a, b) => a.priceCents - b.priceCents) };
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Money leaves the server as dollars with two decimals; it is kept as whole cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars as the wire gives them (two decimals) in whole cents. */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}
