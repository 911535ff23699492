import type { Kysely } from 'kysely';

/**
 * The agency API (issue 29): its keys, kept as the SHA-256 of their secret with their scope (the whole
 * agency, one rep or one group), and each submitted enrollment's status history, which the submission
 * starts and the carrier feed continues (sent, accepted, rejected).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('enrollment_status_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createIndex('enrollment_status_events_enrollment')
    .on('enrollment_status_events')
    .columns(['enrollment_id', 'at'])
    .execute();
  await db.schema
    .createIndex('enrollment_status_events_at')
    .on('enrollment_status_events')
    .column('at')
    .execute();
}
