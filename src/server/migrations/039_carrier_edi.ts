import type { Kysely } from 'kysely';

/**
 * The 834 feeds' settings from the catalog package (issue 29): each carrier's EDI block (ids, schedule,
 * delivery; JSON text, null for a carrier that gets no feed) and the agency's ids, kept with the catalog
 * version that brought them (JSON text, null when the package names none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carriers').addColumn('edi', 'text').execute();
  await db.schema.alterTable('catalog_versions').addColumn('agency_edi', 'text').execute();
}
