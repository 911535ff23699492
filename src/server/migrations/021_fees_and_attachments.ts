import type { Kysely } from 'kysely';

/**
 * One-time fees a plan may carry (an application fee, charged with the first month only), and
 * files attached to outgoing mail (the signed application PDF on the receipt), kept sealed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_fees')
    .addColumn('plan_id', 'integer', (c) => c.primaryKey().references('plans.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mail_id', 'text', (c) => c.notNull().references('mail_outbox.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_attachments_mail').on('mail_attachments').columns(['mail_id']).execute();
}
