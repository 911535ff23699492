import type { Db } from '../db/database';

/** Rate rows removed a statement: each delete a short write, never one that holds the store's writers. */
const PRICE_IDS_PER_DELETE = 5_000;
/** Plans whose list rows are removed a statement (a few hundred rows a plan). */
const PLANS_PER_DELETE = 10;

/**
 * Removes a catalog version's rates and plan lists' rows, a few thousand rows a statement (on SQLite each
 * its own short transaction, outside one: a million rows in one delete held the write lock for seconds).
 * With `keepCartHeld`, rate rows a cart still holds stay (the cart shows those lines as no longer
 * offered). `fromId`: the version's first rate id when known (else found by reading the rates).
 */
export async function removeVersionRates(
  db: Db,
  version: number,
  options: { keepCartHeld: boolean; fromId?: number },
): Promise<void> {
  const listed = await db
    .selectFrom('plan_listings')
    .select('plan_id')
    .distinct()
    .where('version_id', '=', version)
    .execute();
  for (let start = 0; start < listed.length; start += PLANS_PER_DELETE) {
    const plans = listed.slice(start, start + PLANS_PER_DELETE).map((row) => row.plan_id);
    await db
      .deleteFrom('plan_listings')
      .where('version_id', '=', version)
      .where('plan_id', 'in', plans)
      .execute();
  }
  const span = await db
    .selectFrom('plan_prices')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .$if(options.fromId !== undefined, (query) => query.where('id', '>=', options.fromId as number))
    .where('version_id', '=', version)
    .executeTakeFirst();
  if (span?.low == null || span.high == null) return;
  const high = Number(span.high);
  for (let from = Number(span.low); from <= high; from += PRICE_IDS_PER_DELETE) {
    const to = from + PRICE_IDS_PER_DELETE;
    await db
      .deleteFrom('plan_prices')
      .where('version_id', '=', version)
      .where('id', '>=', from)
      .where('id', '<', to)
      .$if(options.keepCartHeld, (query) =>
        query.where(
          'id',
          'not in',
          db
            .selectFrom('cart_lines')
            .select('plan_pricing_id')
            .where('plan_pricing_id', '>=', from)
            .where('plan_pricing_id', '<', to),
        ),
      )
      .execute();
  }
}
