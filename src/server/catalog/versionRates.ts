import type { PriceRow } from '../../domain/pricing';
import type { Db } from '../db/database';
import { type BulkColumn, BulkInsert } from '../db/insertBatched';
import type { Database } from '../db/schema';
import { ListingWriter, planListingRows } from '../pricing/planListings';
import type { RateRow } from './packageSchema';

/** plan_prices' columns in the order apply writes them. */
const PRICE_COLUMNS = [
  ['id', 'integer'],
  ['plan_id', 'integer'],
  ['tier', 'text'],
  ['age_min', 'integer'],
  ['age_max', 'integer'],
  ['state', 'text'],
  ['tobacco', 'integer'],
  ['price_cents', 'integer'],
  ['label', 'text'],
  ['version_id', 'integer'],
] as const satisfies readonly (readonly [keyof Database['plan_prices'], BulkColumn[1]])[];

/** Rows written between two calls of the caller's `beat` (the apply noting it is still writing). */
const ROWS_PER_BEAT = 20_000;

/**
 * Writes a catalog version's rates (`rates[i]` as row `firstId + i`) and then its plan lists' rows
 * (pricing/planListings.ts), many rows a statement (BulkInsert). Outside a transaction each statement
 * is a short one of its own: nothing prices on the version before it is in catalog_versions. `beat`
 * is called every few thousand rows (applyClaim.ts), and may throw to stop the writing.
 */
export async function writeVersionRates(
  db: Db,
  rates: readonly RateRow[],
  version: number,
  firstId: number,
  beat: () => Promise<void> = async () => {},
): Promise<void> {
  // Made as it goes: a million rates are never a million rows in memory twice.
  const prices = new BulkInsert(db, 'plan_prices', PRICE_COLUMNS);
  let id = firstId;
  for (const rate of rates) {
    await prices.add([
      id++,
      rate.plan,
      rate.tier,
      rate.ageMin,
      rate.ageMax,
      rate.state,
      rate.tobacco === null ? null : rate.tobacco ? 1 : 0,
      rate.cents,
      rate.option,
      version,
    ]);
    if ((id - firstId) % ROWS_PER_BEAT === 0) await beat();
  }
  await prices.flush();
  await writeListings(db, rates, firstId, version, beat);
}

/** The plans the rates name: `rates[i]`'s index under its plan, in the rates' order. */
function indexesByPlan(rates: readonly RateRow[]): Map<number, number[]> {
  const byPlan = new Map<number, number[]>();
  rates.forEach((rate, index) => {
    const indexes = byPlan.get(rate.plan);
    if (indexes) indexes.push(index);
    else byPlan.set(rate.plan, [index]);
  });
  return byPlan;
}

/** Throws, before anything is written, when a rate names a plan the package does not have. */
export function refuseStrangerRates(rates: readonly RateRow[], planIds: readonly number[]): void {
  const known = new Set(planIds);
  const unknown = [...indexesByPlan(rates).keys()].filter((plan) => !known.has(plan));
  if (unknown.length > 0)
    throw new Error(`rates name plans the package does not have: ${unknown.slice(0, 10).join(', ')}`);
}

/** The plan lists' rows of the version, from the rates just written, a plan at a time. */
async function writeListings(
  db: Db,
  rates: readonly RateRow[],
  firstId: number,
  version: number,
  beat: () => Promise<void>,
): Promise<void> {
  const writer = new ListingWriter(db);
  for (const [planId, indexes] of indexesByPlan(rates)) {
    const planRates = indexes.map((index) => rates[index] as RateRow);
    await writer.add(
      planListingRows(
        planId,
        version,
        planRates.map((rate, at) => ({
          id: firstId + (indexes[at] as number),
          tier: rate.tier as PriceRow['tier'],
          ageMin: rate.ageMin,
          ageMax: rate.ageMax,
          state: rate.state,
          tobacco: rate.tobacco === null ? null : rate.tobacco ? 1 : 0,
          priceCents: rate.cents,
          label: rate.option,
        })),
        planRates.map((rate) => rate.tier),
      ),
    );
    await beat();
  }
  await writer.flush();
}
