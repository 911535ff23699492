import type { Category } from '../../domain/categories';
import { listingPrice } from '../../domain/listingPrice';
import { centsToDollars, type PriceRow, type PricingFilter } from '../../domain/pricing';
import type { Db } from '../db/database';
import { planCard } from './planCards';
import { planRulesOf, toPriceRow } from './priceQueries';

export interface EligiblePlan {
  id: number;
  name: string;
  logo: string;
  short_text: string;
  category: string;
  carrier_name: string;
  popularity: number;
  cheapest: PriceRow;
  /** Listed before the shopper gave the income or hours the plan's minimums need. */
  incomeDecides: boolean;
}

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;
/** Eligible plans by category, each list most popular first. */
export type EligibleByCategory = Map<string, EligiblePlan[]>;
type Cache = Map<string, { at: number; plans: Promise<EligibleByCategory> }>;
const caches = new WeakMap<Db, Cache>();

/**
 * Every active plan of the categories the filter can buy, at its cheapest option, most popular
 * first. One query reads the fitting price rows; the pricing engine picks each plan's options.
 * Results are kept a minute per filter (tier, age, state, tobacco, income, hours, categories):
 * the catalog changes rarely and the same filters recur.
 */
export function eligiblePlans(
  db: Db,
  filter: PricingFilter,
  categories: readonly Category[],
  now: number,
): Promise<EligibleByCategory> {
  const cache = caches.get(db) ?? new Map();
  caches.set(db, cache);
  const key = JSON.stringify([filter, categories]);
  const held = cache.get(key);
  if (held && now - held.at < CACHE_MS) return held.plans;
  const plans = load(db, filter, categories);
  plans.catch(() => cache.delete(key));
  cache.set(key, { at: now, plans });
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return plans;
}

async function load(
  db: Db,
  filter: PricingFilter,
  categories: readonly Category[],
): Promise<EligibleByCategory> {
  // No category to look in (a group menu that offers none of those asked for): nothing, no query.
  if (categories.length === 0) return new Map();
  const rows = await db
    .selectFrom('plans')
    .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
    .innerJoin('plan_prices', 'plan_prices.plan_id', 'plans.id')
    .select([
      'plans.id',
      'plans.name',
      'plans.logo',
      'plans.short_text',
      'plans.category',
      'plans.popularity',
      'plans.min_annual_income',
      'plans.min_working_hours',
      'plans.zip_areas',
      'plans.max_issue_age',
      'carriers.name as carrier_name',
    ])
    .select([
      'plan_prices.id as price_id',
      'plan_prices.plan_id',
      'plan_prices.tier',
      'plan_prices.age_min',
      'plan_prices.age_max',
      'plan_prices.state',
      'plan_prices.tobacco',
      'plan_prices.price_cents',
      'plan_prices.label',
    ])
    .where('plans.active', '=', 1)
    .where('plans.category', 'in', [...categories])
    .where('plan_prices.tier', '=', filter.tier)
    .where('plan_prices.age_min', '<=', filter.age)
    .where('plan_prices.age_max', '>=', filter.age)
    .where((eb) => eb.or([eb('plan_prices.state', 'is', null), eb('plan_prices.state', '=', filter.state)]))
    .where((eb) =>
      eb.or([eb('plan_prices.tobacco', 'is', null), eb('plan_prices.tobacco', '=', filter.smoker ? 1 : 0)]),
    )
    .execute();
  const byPlan = new Map<number, { plan: (typeof rows)[number]; prices: PriceRow[] }>();
  for (const row of rows) {
    const entry = byPlan.get(row.id) ?? { plan: row, prices: [] };
    entry.prices.push(toPriceRow({ ...row, id: row.price_id }));
    byPlan.set(row.id, entry);
  }
  const plans: EligiblePlan[] = [];
  for (const { plan, prices } of byPlan.values()) {
    // Unknown tobacco, income or hours list the plan (domain/listingPrice); its page asks.
    const priced = listingPrice(prices, planRulesOf(plan), filter);
    if (!priced.ok || !priced.options[0]) continue;
    plans.push({
      id: plan.id,
      name: plan.name,
      logo: plan.logo,
      short_text: plan.short_text,
      category: plan.category,
      carrier_name: plan.carrier_name,
      popularity: plan.popularity,
      cheapest: priced.options[0],
      incomeDecides: priced.incomeDecides,
    });
  }
  plans.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const grouped: EligibleByCategory = new Map();
  for (const plan of plans) {
    const list = grouped.get(plan.category);
    if (list) list.push(plan);
    else grouped.set(plan.category, [plan]);
  }
  return grouped;
}

/** An eligible plan as a priced card on the wire. */
export function pricedCard(plan: EligiblePlan) {
  return {
    ...planCard(plan),
    plan_pricing_id: plan.cheapest.id,
    price: centsToDollars(plan.cheapest.priceCents),
    price_label: plan.cheapest.label,
    income_decides: plan.incomeDecides,
  };
}
