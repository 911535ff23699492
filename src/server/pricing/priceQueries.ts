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

export function planRulesOf(plan: Pick<PlanTable, 'min_annual_income' | 'min_working_hours'>): PlanRules {
  return { minAnnualIncome: plan.min_annual_income, minWorkingHours: plan.min_working_hours };
}

export function pricingFilterOf(filter: FilterInfo, now: Date): PricingFilter {
  return {
    tier: filter.tier,
    age: filterAge(filter, now),
    state: filter.state,
    smoker: filter.is_smoker === '1',
    annualIncome: filter.annual_incode,
    workingHours: filter.working_hours,
  };
}

/** A plan's price options for an enrollment's filter (the plan must exist; callers check). */
export async function pricePlan(
  db: Db,
  plan: Pick<PlanTable, 'id' | 'min_annual_income' | 'min_working_hours'>,
  filter: FilterInfo,
  now: Date,
): Promise<PricingResult> {
  const rows = await db.selectFrom('plan_prices').selectAll().where('plan_id', '=', plan.id).execute();
  return priceOptions(rows.map(toPriceRow), planRulesOf(plan), pricingFilterOf(filter, now));
}
