import type { Kysely } from 'kysely';

/**
 * Sealed blobs (step pictures) kept in the database when the store runs on PostgreSQL: every app node
 * then reads and writes the same ones, and a pg_dump holds them. Content is base64 text, as mail
 * attachments are, so the column is the same on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();
}
