import type { Category } from '../../domain/categories';
import { listingPrice } from '../../domain/listingPrice';
import { centsToDollars, type PlanRules, type PriceRow, type PricingFilter } from '../../domain/pricing';
import type { Db } from '../db/database';
import { keptWhile } from './keptWhile';
import { planCard } from './planCards';
import { feeOnWire, NO_FEE, type PlanFee } from './planFees';
import { planRulesOf } from './priceQueries';
import { rateVersionOn } from './rateVersion';

export interface EligiblePlan {
  id: number;
  name: string;
  logo: string;
  short_text: string;
  category: string;
  carrier_name: string;
  popularity: number;
  /** Its one-time fee (an application fee), NO_FEE when it has none. */
  fee: PlanFee;
  /** The option the list shows: the cheapest that fits the filter. */
  cheapest: Pick<PriceRow, 'id' | 'label' | 'priceCents'>;
  /** Listed before the shopper gave the income or hours the plan's minimums need. */
  incomeDecides: boolean;
}

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;
/** Eligible plans by category, each list most popular first. */
export type EligibleByCategory = Map<string, EligiblePlan[]>;
/** What a plan card and the listing rules need of an active plan, by plan id. */
type Catalog = Map<
  number,
  {
    card: Omit<EligiblePlan, 'cheapest' | 'incomeDecides'>;
    rules: PlanRules;
    /** No income, hours, issue age or zip rule: a listed rate lists it as it is (listingPrice's answer). */
    unruled: boolean;
  }
>;

// Each kept a minute: the catalog changes rarely and the same filters recur.
const keptLists = keptWhile<EligibleByCategory>(CACHE_MS, CACHE_ENTRIES);
const keptCatalogs = keptWhile<Catalog>(CACHE_MS, CACHE_ENTRIES);

/**
 * Every active plan of the categories the filter can buy, at its cheapest option, most popular
 * first. Results are kept a minute per filter (tier, age, state, tobacco, income, hours, categories):
 * the catalog changes rarely and the same filters recur.
 */
export async function eligiblePlans(
  db: Db,
  filter: PricingFilter,
  categories: readonly Category[],
  now: number,
  coverageDate: string,
): Promise<EligibleByCategory> {
  // Kept per catalog version: a list made before a `catalog apply` is never mixed with one after.
  const version = await rateVersionOn(db, coverageDate, now);
  return keptLists(db, JSON.stringify([version, filter, categories]), now, () =>
    load(db, version, filter, categories, now),
  );
}

/**
 * The active plans with their carriers, kept a minute like the lists made from them. Read apart from
 * the prices: joined to every fitting price row, each plan's text came back once a row, and a new
 * filter on the 10,000-plan catalog took about 200 ms of the event loop (docs/performance.md).
 */
function activeCatalog(db: Db, version: number, now: number): Promise<Catalog> {
  return keptCatalogs(db, `active ${version}`, now, () => loadCatalog(db));
}

async function loadCatalog(db: Db): Promise<Catalog> {
  const rows = await db
    .selectFrom('plans')
    .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
    // At most one fee a plan (its key is the plan's id): one row a plan still.
    .leftJoin('plan_fees', 'plan_fees.plan_id', 'plans.id')
    .select([
      'plans.id',
      'plans.name',
      'plans.logo',
      'plans.short_text',
      'plans.category',
      'plans.popularity',
      'plan_fees.label as fee_label',
      'plan_fees.amount_cents as fee_cents',
      'plans.min_annual_income',
      'plans.min_working_hours',
      'plans.zip_areas',
      'plans.max_issue_age',
      'carriers.name as carrier_name',
    ])
    .where('plans.active', '=', 1)
    .execute();
  const catalog: Catalog = new Map();
  for (const row of rows) {
    catalog.set(row.id, {
      card: {
        id: row.id,
        name: row.name,
        logo: row.logo,
        short_text: row.short_text,
        category: row.category,
        carrier_name: row.carrier_name,
        popularity: row.popularity,
        fee: row.fee_cents === null ? NO_FEE : { label: row.fee_label ?? '', cents: Number(row.fee_cents) },
      },
      rules: planRulesOf(row),
      unruled:
        row.min_annual_income === null &&
        row.min_working_hours === null &&
        !row.zip_areas &&
        row.max_issue_age === null,
    });
  }
  return catalog;
}

/** Plans priced between two turns of the event loop: requests that came meanwhile are answered in between. */
const PLANS_PER_TURN = 1_000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function load(
  db: Db,
  version: number,
  filter: PricingFilter,
  categories: readonly Category[],
  now: number,
): Promise<EligibleByCategory> {
  // No category to look in (a group menu that offers none of those asked for): nothing, no query.
  if (categories.length === 0) return new Map();
  const catalog = await activeCatalog(db, version, now);
  // Each active plan's listed rate for the filter (pricing/planListings.ts, made with the version): the
  // every-state row and, where its answer differs, the state's own. One or two small rows a plan, read
  // from one index, instead of the tier's every rate (130 a plan in a big package: docs/performance.md).
  // Two reads of the index, one for each state key: an `is null or =` on the state reads the whole tier.
  const listed = (state: string | null) =>
    db
      .selectFrom('plan_listings')
      // No more columns than the card needs: making each row's values is most of the read's time.
      .select(['plan_id', 'state', 'price_id', 'price_cents', 'label'])
      .where('version_id', '=', version)
      .where('tier', '=', filter.tier)
      .where('state', state === null ? 'is' : '=', state)
      .where('age_from', '<=', filter.age)
      .where('age_to', '>=', filter.age)
      .where((eb) => eb.or([eb('tobacco', 'is', null), eb('tobacco', '=', filter.smoker ? 1 : 0)]))
      .where('plan_id', 'in', (eb) =>
        eb
          .selectFrom('plans')
          .select('plans.id')
          .where('plans.active', '=', 1)
          .where('plans.category', 'in', [...categories]),
      );
  const rows = await listed(null).unionAll(listed(filter.state)).execute();
  const pricesByPlan = new Map<number, PriceRow[]>();
  for (const row of rows) {
    // The state's own row, where there is one, over the every-state row.
    if (row.state !== null || !pricesByPlan.has(row.plan_id)) {
      // The listed rate as a row that fits the filter (its tier, age, state, and either tobacco use),
      // so that listingPrice applies the plan's own rules to it as it did to the plan's rates.
      pricesByPlan.set(row.plan_id, [
        {
          id: row.price_id,
          tier: filter.tier,
          ageMin: filter.age,
          ageMax: filter.age,
          state: row.state,
          tobacco: null,
          priceCents: row.price_cents,
          label: row.label,
        },
      ]);
    }
  }
  const plans: EligiblePlan[] = [];
  let priced = 0;
  for (const [planId, prices] of pricesByPlan) {
    priced += 1;
    if (priced % PLANS_PER_TURN === 0) await nextTurn();
    // A plan made active within the catalog's minute waits for the next catalog read.
    const plan = catalog.get(planId);
    if (!plan) continue;
    const listedRate = prices[0];
    if (plan.unruled && listedRate) {
      // Nothing but its rates decides whether it lists, and the listed rate fits the filter.
      plans.push({
        ...plan.card,
        cheapest: { id: listedRate.id, label: listedRate.label, priceCents: listedRate.priceCents },
        incomeDecides: false,
      });
      continue;
    }
    // Unknown tobacco, income or hours list the plan (domain/listingPrice); its page asks.
    const listing = listingPrice(prices, plan.rules, filter);
    if (!listing.ok || !listing.options[0]) continue;
    const { id, label, priceCents } = listing.options[0];
    plans.push({ ...plan.card, cheapest: { id, label, priceCents }, incomeDecides: listing.incomeDecides });
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
    ...feeOnWire(plan.fee),
  };
}
