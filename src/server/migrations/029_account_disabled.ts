import type { Kysely } from 'kysely';

/** An account can be disabled (npm run accounts -- disable): it no longer signs in, and its sessions end. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('disabled_at', 'text').execute();
}
