import type { Kysely } from 'kysely';

/** Months in which a plan cannot be bought (comma-separated month numbers, e.g. "12"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('blackout_months', 'text').execute();
}
