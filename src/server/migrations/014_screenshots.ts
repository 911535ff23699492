import type { Kysely } from 'kysely';

/**
 * Step screenshots: the newest picture per enrollment and step (its sealed bytes are in the blob
 * store), and a log of uploads that the rate limit counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('screenshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull().unique())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('screenshots_enrollment_name', ['enrollment_id', 'name'])
    .execute();
  await db.schema
    .createTable('screenshot_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screenshot_uploads_enrollment')
    .on('screenshot_uploads')
    .columns(['enrollment_id', 'taken_at'])
    .execute();
}
