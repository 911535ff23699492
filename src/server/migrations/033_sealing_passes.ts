import type { Kysely } from 'kysely';

/**
 * One-time passes over stored data that need the store's key, which migrations do not have (sealing
 * the documents written before they were sealed at rest): once a pass finds nothing left to do, it is
 * written here and no start scans for it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sealing_passes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .execute();
}
