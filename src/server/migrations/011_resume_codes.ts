import type { Kysely } from 'kysely';

/** Save and Continue Later: single-use, expiring codes and links, stored only as hashes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('saved_tab', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('resume_codes_enrollment')
    .on('resume_codes')
    .columns(['enrollment_id', 'created_at'])
    .execute();
}
