import { type PlanRules, type PriceRow, priceOptions } from '../../domain/pricing';
import { normaliseTier } from '../../domain/tiers';
import type { Db } from '../db/database';
import { type BulkColumn, BulkInsert } from '../db/insertBatched';
import type { PlanListingTable } from '../db/schema';
import { toPriceRow } from './priceQueries';

/**
 * What a plan list reads of a catalog version's rates, worked out once when the version is applied
 * (issue 27): for each plan, tier, age span, state and tobacco use, the rate row a list shows (the
 * cheapest option, as domain/pricing's priceOptions picks it). A new filter's first list then reads
 * one or two small rows a plan instead of every rate of the tier (eligiblePlans.ts).
 *
 * The rows, per plan and tier:
 * - age spans: the tier's bands cut where any band starts or ends, so every rate row either covers a
 *   span whole or not at all; a span no band covers has no row (the plan does not list at that age).
 * - state null: a state without rows of its own (only the every-state rows fit); a state's own row
 *   only where its answer differs from that one, so a list prefers the state's row and falls back.
 *   A state's rows only add to what fits, so a state never fails where the every-state rows price.
 * - tobacco null: the same row whatever the shopper says; 0 and 1 when it differs. A list with
 *   tobacco unknown prices as a non-user (domain/listingPrice), so it reads 0's.
 * The plan's own rules (income, hours, issue age, zip areas) are not in it: they are the plan's, read
 * with the plans, and applied by listingPrice on the row, as before.
 */
export type PlanListingRow = PlanListingTable;

const NO_RULES: PlanRules = {
  minAnnualIncome: null,
  minWorkingHours: null,
  zipAreas: null,
  maxIssueAge: null,
};

/** The option a list shows of `fitting` (rates of one tier and age span) for a state and tobacco use. */
function cheapest(
  fitting: readonly PriceRow[],
  tier: PriceRow['tier'],
  age: number,
  state: string,
  smoker: boolean,
): PriceRow | null {
  const priced = priceOptions(fitting, NO_RULES, {
    tier,
    age,
    state,
    smoker,
    annualIncome: null,
    workingHours: null,
  });
  return priced.ok ? (priced.options[0] ?? null) : null;
}

/** What a list shows for a non-user and a user of tobacco; one answer for both when no rate asks. */
function byTobacco(
  fitting: readonly PriceRow[],
  tier: PriceRow['tier'],
  age: number,
  state: string,
  tobaccoRated: boolean,
): [PriceRow | null, PriceRow | null] {
  const nonUser = cheapest(fitting, tier, age, state, false);
  return [nonUser, tobaccoRated ? cheapest(fitting, tier, age, state, true) : nonUser];
}

/** Where the listing rows of one plan, tier and age span go. */
interface Span {
  listings: PlanListingRow[];
  version: number;
  planId: number;
  tier: string;
  from: number;
  to: number;
}

function listingRow(
  span: Span,
  state: string | null,
  tobacco: number | null,
  rate: PriceRow,
): PlanListingRow {
  return {
    version_id: span.version,
    plan_id: span.planId,
    tier: span.tier,
    age_from: span.from,
    age_to: span.to,
    state,
    tobacco,
    price_id: rate.id,
    price_cents: rate.priceCents,
    label: rate.label,
  };
}

/** The rows for one state key (null: every state): one for both tobacco answers when they agree. */
function addListing(
  span: Span,
  state: string | null,
  [nonUser, user]: [PriceRow | null, PriceRow | null],
): void {
  if (nonUser !== null && nonUser === user) span.listings.push(listingRow(span, state, null, nonUser));
  else {
    if (nonUser !== null) span.listings.push(listingRow(span, state, 0, nonUser));
    if (user !== null) span.listings.push(listingRow(span, state, 1, user));
  }
}

/** One plan's listing rows for `version`, from its rates of that version in id order (ties go to the first, as in pricePlans). */
export function planListingRows(
  planId: number,
  version: number,
  rates: readonly PriceRow[],
  rawTiers: readonly string[],
): PlanListingRow[] {
  const listings: PlanListingRow[] = [];
  const byTier = new Map<string, PriceRow[]>();
  for (let index = 0; index < rates.length; index += 1) {
    const raw = rawTiers[index] as string;
    // A list asks for a tier by its code; a row stored under another spelling is never read by one.
    if (normaliseTier(raw) !== raw) continue;
    const rate = rates[index] as PriceRow;
    const rows = byTier.get(raw);
    if (rows) rows.push(rate);
    else byTier.set(raw, [rate]);
  }
  for (const [tier, rows] of byTier) {
    const cuts = [...new Set(rows.flatMap((row) => [row.ageMin, row.ageMax + 1]))].sort((a, b) => a - b);
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const span: Span = {
        listings,
        version,
        planId,
        tier,
        from: cuts[i] as number,
        to: (cuts[i + 1] as number) - 1,
      };
      // Each state's own rows beside the every-state rows, in id order (the order ties are settled in).
      const everywhere: PriceRow[] = [];
      const ownByState = new Map<string, PriceRow[]>();
      let tobaccoRated = false;
      for (const row of rows) {
        if (row.ageMin > span.from || span.to > row.ageMax) continue;
        if (row.tobacco !== null) tobaccoRated = true;
        if (row.state === null) everywhere.push(row);
        else {
          const own = ownByState.get(row.state);
          if (own) own.push(row);
          else ownByState.set(row.state, [row]);
        }
      }
      const code = tier as PriceRow['tier'];
      // No state's code is empty: only the every-state rows fit it.
      const anywhere = byTobacco(everywhere, code, span.from, '', tobaccoRated);
      addListing(span, null, anywhere);
      for (const [state, ownRows] of ownByState) {
        const fitting = everywhere.length === 0 ? ownRows : [...everywhere, ...ownRows].sort(byId);
        const own = byTobacco(fitting, code, span.from, state, tobaccoRated);
        // Where the state's answer is the every-state one, the list's fallback gives it.
        addListing(span, state, [
          own[0] === anywhere[0] ? null : own[0],
          own[1] === anywhere[1] ? null : own[1],
        ]);
      }
    }
  }
  return listings;
}

const byId = (a: PriceRow, b: PriceRow) => a.id - b.id;

const LISTING_COLUMNS = [
  ['version_id', 'integer'],
  ['plan_id', 'integer'],
  ['tier', 'text'],
  ['age_from', 'integer'],
  ['age_to', 'integer'],
  ['state', 'text'],
  ['tobacco', 'integer'],
  ['price_id', 'integer'],
  ['price_cents', 'integer'],
  ['label', 'text'],
] as const satisfies readonly (readonly [keyof PlanListingRow, BulkColumn[1]])[];

/** Writes listing rows many to a statement (db/insertBatched.ts BulkInsert). */
export class ListingWriter {
  private readonly bulk: BulkInsert;
  constructor(db: Db) {
    this.bulk = new BulkInsert(db, 'plan_listings', LISTING_COLUMNS);
  }

  async add(rows: readonly PlanListingRow[]): Promise<void> {
    for (const row of rows) await this.bulk.add(LISTING_COLUMNS.map(([column]) => row[column]));
  }

  flush(): Promise<void> {
    return this.bulk.flush();
  }
}

/** Makes `version`'s listing rows again from its stored rates, plan by plan (a store's versions before 037). */
export async function rebuildPlanListings(db: Db, version: number): Promise<void> {
  await db.deleteFrom('plan_listings').where('version_id', '=', version).execute();
  const plans = await db
    .selectFrom('plan_prices')
    .select('plan_id')
    .distinct()
    .where('version_id', '=', version)
    .orderBy('plan_id')
    .execute();
  const writer = new ListingWriter(db);
  for (const { plan_id } of plans) {
    const rows = await db
      .selectFrom('plan_prices')
      .selectAll()
      .where('version_id', '=', version)
      .where('plan_id', '=', plan_id)
      .orderBy('id')
      .execute();
    await writer.add(
      planListingRows(
        plan_id,
        version,
        rows.map(toPriceRow),
        rows.map((row) => row.tier),
      ),
    );
  }
  await writer.flush();
}
