import type { Kysely } from 'kysely';

/** A group can offer its people only some plan categories; null offers every category. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').addColumn('menu_categories', 'text').execute();
}
