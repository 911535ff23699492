import type { Kysely } from 'kysely';

/** Finer limits on who can buy a plan: zip areas, an issue age, and the plan that replaces a retired one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('zip_areas', 'text').execute();
  await db.schema.alterTable('plans').addColumn('max_issue_age', 'integer').execute();
  await db.schema.alterTable('plans').addColumn('successor_plan_id', 'integer').execute();
}
