import { type Kysely, sql } from 'kysely';

/**
 * The carrier feed (issue 29), kept in the database like the mail outbox:
 * - `carrier_feed_items`: one per submitted enrollment and carrier with EDI settings, written with the
 *   submission; the worker files it into an interchange, and the carrier's 999 settles it.
 * - `carrier_feed_files`: one 834 interchange for one carrier, its text sealed (it holds SSNs), numbered
 *   from `feed_counters`, sent once (a lease keeps two nodes from sending it at the same time).
 * - `enrollments.carrier_status`: where the enrollment stands with its carriers (submitted, sent,
 *   accepted, rejected); its wizard status stays 'submitted'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('carrier_status', 'text').execute();
  // Submitted before the feed: submitted as far as their carriers go (none of them was sent a file).
  await sql`update enrollments set carrier_status = 'submitted' where status = 'submitted'`.execute(db);
  await db.schema
    .createTable('feed_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('carrier_feed_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('interchange_number', 'integer', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('acknowledged_at', 'text')
    .execute();
  await db.schema
    .createIndex('carrier_feed_files_unsent')
    .on('carrier_feed_files')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createTable('carrier_feed_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('carrier_feed_files.id'))
    .addColumn('transaction_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_at', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addUniqueConstraint('carrier_feed_items_enrollment_carrier', ['enrollment_id', 'carrier_id'])
    .execute();
  await db.schema
    .createIndex('carrier_feed_items_waiting')
    .on('carrier_feed_items')
    .columns(['carrier_id', 'file_id'])
    .execute();
  await db.schema.createIndex('carrier_feed_items_file').on('carrier_feed_items').column('file_id').execute();
}
