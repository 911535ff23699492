import type { Kysely } from 'kysely';

/**
 * The audit file (issue 41): a carrier's full file of every member in force (BGN08 4, INS03 030), made on
 * the carrier's `audit` schedule or by the operator (`npm run catalog -- audit-file`), is a
 * carrier_feed_files row of kind 'audit' (the others 'changes'). `listed` keeps who it lists (JSON keys
 * "<enrollment id>#<member number>", no personal data) so the next one knows whom the carrier was told of.
 * A file that would end 30 % or more of the carrier's members is held (`held_at`), not sent, until the
 * operator confirms it (`confirmed_at`, `confirmed_by`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('carrier_feed_files')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('changes'))
    .execute();
  await db.schema.alterTable('carrier_feed_files').addColumn('listed', 'text').execute();
  await db.schema.alterTable('carrier_feed_files').addColumn('held_at', 'text').execute();
  await db.schema.alterTable('carrier_feed_files').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('carrier_feed_files').addColumn('confirmed_by', 'text').execute();
}
