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
import { filterAge } from './filterAge';

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
): Promise<PricingResult> {
  const plan = await db
    .selectFrom('plans')
    .select(['min_annual_income', 'min_working_hours', 'zip_areas', 'max_issue_age'])
    .where('id', '=', planId)
    .executeTakeFirst();
  const rows = await db.selectFrom('plan_prices').selectAll().where('plan_id', '=', planId).execute();
  if (!plan) return { ok: false, error: 'tierError' };
  return priceOptions(rows.map(toPriceRow), planRulesOf(plan), pricingFilterOf(filter, now));
}
