import type { Kysely } from 'kysely';

/**
 * The carriers' own codes from the catalog package (issue 38): a plan's insurance line (HD03) and, by
 * pricing option, the carrier's coverage code (HD04) and the coverage amount (JSON text, planEdiSchema;
 * null: the category's line and the plan id, as before); and each group's number at a carrier (REF*1L).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('edi', 'text').execute();
  await db.schema
    .createTable('group_numbers')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('group_number', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_numbers_pk', ['group_id', 'carrier_id'])
    .execute();
}
