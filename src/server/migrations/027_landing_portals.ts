import type { Kysely } from 'kysely';

/**
 * The enrollment portal a rep's or group's landing page sells through: an applicant arriving
 * there gets it stored, so only pages without one ask the shopper to choose a platform.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('landing_portal_id', 'integer').execute();
  await db.schema.alterTable('groups').addColumn('landing_portal_id', 'integer').execute();
}
