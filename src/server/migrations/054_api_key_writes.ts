import type { Kysely } from 'kysely';

/**
 * Agency API writes (issue 41): `api_keys.can_write` 1 for a key made with --write, which may make
 * changes to the policies in its scope (POST …/enrollments/{policy_id}/changes); 0 reads only. Every
 * key made before this migration reads only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('can_write', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
