import type { Kysely } from 'kysely';

/**
 * The proofs of policy changes (issue 41): a file a life event asks for (a birth certificate…), its
 * bytes sealed in the blob store under `blob_key`, and its review by the rep or group administrator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('change_id', 'text', (c) => c.notNull().references('policy_changes.id'))
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('change_proofs_change').on('change_proofs').column('change_id').execute();
}
