import type { Kysely } from 'kysely';

/**
 * The applies of catalog packages under way and done (issue 39): an apply writes its version's rates in
 * short transactions while the version is not yet in catalog_versions (so nothing prices on it), and
 * makes it the store's in one short step at the end. A row says which version an apply is writing, from
 * which plan_prices id, and when it last wrote (`beat_at`): an apply that stopped writing long ago was
 * killed, and the next apply or the housekeeping sweep removes what it wrote (catalog/applyClaim.ts).
 * `state`: writing, applied, abandoned (its rows still to remove) or cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_applies')
    .addColumn('version_id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('beat_at', 'text', (c) => c.notNull())
    .addColumn('first_price_id', 'integer', (c) => c.notNull())
    .execute();
}
