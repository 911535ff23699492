import type { Kysely } from 'kysely';

/**
 * The catalog's life events (issue 41): life_events.json as the package gives them, in its order
 * (`position`); `allows` is a JSON list. Apply writes them over; export writes the file back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('life_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('window_before_days', 'integer', (c) => c.notNull())
    .addColumn('window_after_days', 'integer', (c) => c.notNull())
    .addColumn('effective', 'text', (c) => c.notNull())
    .addColumn('allows', 'text', (c) => c.notNull())
    .addColumn('proof', 'text')
    .addColumn('ins04', 'text', (c) => c.notNull())
    .execute();
}
