import type { Kysely } from 'kysely';

/**
 * Fix and resend (issue 38): one row each time the agency corrected an enrollment a carrier rejected
 * and sent it to that carrier again. It keeps the history of the correction (who, when, which fields,
 * and the values before it, sealed as every stored secret is) and the transmission it replaced (the
 * file and the set's ST02), and it is how filing knows the next transaction is a re-submission (BGN01 15).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carrier_feed_resends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('enrollment_id', 'text', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('replaced_file_id', 'text')
    .addColumn('replaced_transaction_number', 'text')
    .addColumn('rejection', 'text')
    .addColumn('corrected_by', 'text', (c) => c.notNull())
    .addColumn('corrected_fields', 'text', (c) => c.notNull())
    .addColumn('previous_values', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carrier_feed_resends_item')
    .on('carrier_feed_resends')
    .column('item_id')
    .execute();
}
