import type { Kysely } from 'kysely';

/**
 * A life event's windows in employer-group plans when they differ from the individual market's (issue
 * 41): life_events.json's `group`, kept as JSON text ({window_before_days, window_after_days}); null: the
 * event's own windows apply to group policies too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_events').addColumn('group_windows', 'text').execute();
}
