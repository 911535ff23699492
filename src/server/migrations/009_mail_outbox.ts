import type { Kysely } from 'kysely';

/** Mail is written here in the same transaction as what it tells of, then sent by the outbox worker. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enrollment_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_pending')
    .on('mail_outbox')
    .columns(['sent_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_enrollment')
    .on('mail_outbox')
    .columns(['enrollment_id', 'kind', 'created_at'])
    .execute();
}
