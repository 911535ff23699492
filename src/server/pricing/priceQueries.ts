import type { FilterInfo } from '../../contract/filterCalls';
import {
  type PlanRules,
  type PriceRow,
  type PricingFilter,
  type PricingResult,
  priceOptions,
} from '../../domain/pricing';
import { normaliseTier } from '../../domain/tiers';
import type { Db } from '../db/database';
import type { PlanPriceTable, PlanTable } from '../db/schema';
import { coverageDateOf } from './coverageDate';
import { filterAge } from './filterAge';
import { rateVersionOn } from './rateVersion';

export function toPriceRow(row: PlanPriceTable): PriceRow {
  return {
    id: row.id,
    tier: normaliseTier(row.tier) ?? 'IO',
    ageMin: row.age_min,
    ageMax: row.age_max,
    state: row.state,
    tobacco: row.tobacco === null ? null : row.tobacco === 1 ? 1 : 0,
    priceCents: row.price_cents,
    label: row.label,
  };
}

export type RuleColumns = Pick<PlanTable, 'min_annual_income' | 'min_working_hours'> &
  Pick<PlanTable, 'zip_areas' | 'max_issue_age'>;

export function planRulesOf(plan: RuleColumns): PlanRules {
  return {
    minAnnualIncome: plan.min_annual_income,
    minWorkingHours: plan.min_working_hours,
    zipAreas: plan.zip_areas ? plan.zip_areas.split(',') : null,
    maxIssueAge: plan.max_issue_age,
  };
}

export function pricingFilterOf(filter: FilterInfo, now: Date): PricingFilter {
  return {
    tier: filter.tier,
    age: filterAge(filter, now),
    state: filter.state,
    smoker: filter.is_smoker === null ? null : filter.is_smoker === '1',
    annualIncome: filter.annual_incode,
    workingHours: filter.working_hours,
    zip: filter.zip,
  };
}

/** A plan's price options for an enrollment's filter, from its price table and its own limits. */
export async function pricePlan(
  db: Db,
  planId: number,
  filter: FilterInfo,
  now: Date,
  coverageDate = coverageDateOf(null, now),
): Promise<PricingResult> {
  return (
    (await pricePlans(db, [planId], filter, now, coverageDate)).get(planId) ?? {
      ok: false,
      error: 'tierError',
    }
  );
}

/**
 * Several plans' price options for one filter in one query (the plans with their price rows), so
 * a cart of many lines is priced with one read, not one per line. A plan that does not exist is
 * left out of the answer.
 */
export async function pricePlans(
  db: Db,
  planIds: readonly number[],
  filter: FilterInfo,
  now: Date,
  coverageDate = coverageDateOf(null, now),
): Promise<Map<number, PricingResult>> {
  const priced = new Map<number, PricingResult>();
  if (planIds.length === 0) return priced;
  const version = await rateVersionOn(db, coverageDate);
  const rows = await db
    .selectFrom('plans')
    // Only the filter's tier: the pricing engine reads no other (a plan without it is a tierError
    // either way), and a big rate table has hundreds of rows a plan.
    .leftJoin('plan_prices', (join) =>
      join
        .onRef('plan_prices.plan_id', '=', 'plans.id')
        .on('plan_prices.version_id', '=', version)
        .on('plan_prices.tier', '=', filter.tier),
    )
    .select(['plans.id as plan_id', 'min_annual_income', 'min_working_hours', 'zip_areas', 'max_issue_age'])
    .select([
      'plan_prices.id as price_id',
      'plan_prices.tier',
      'plan_prices.age_min',
      'plan_prices.age_max',
      'plan_prices.state',
      'plan_prices.tobacco',
      'plan_prices.price_cents',
      'plan_prices.label',
    ])
    .where('plans.id', 'in', [...new Set(planIds)])
    .orderBy('plans.id')
    .orderBy('plan_prices.id')
    .execute();
  const byPlan = new Map<number, { rules: PlanRules; prices: PriceRow[] }>();
  for (const row of rows) {
    const entry = byPlan.get(row.plan_id) ?? { rules: planRulesOf(row), prices: [] };
    byPlan.set(row.plan_id, entry);
    if (row.price_id === null) continue;
    entry.prices.push(
      toPriceRow({
        id: row.price_id,
        plan_id: row.plan_id,
        tier: row.tier ?? '',
        age_min: row.age_min ?? 0,
        age_max: row.age_max ?? 0,
        state: row.state ?? null,
        tobacco: row.tobacco ?? null,
        price_cents: row.price_cents ?? 0,
        label: row.label ?? '',
        version_id: 0,
      }),
    );
  }
  const pricingFilter = pricingFilterOf(filter, now);
  for (const [planId, { rules, prices }] of byPlan) {
    priced.set(planId, priceOptions(prices, rules, pricingFilter));
  }
  return priced;
}
