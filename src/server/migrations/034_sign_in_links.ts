import type { Kysely } from 'kysely';

/**
 * One-time sign-in links e-mailed to an account's own address: a way in that guessed passwords cannot
 * block. Only the hash of a link's secret is kept; a link works once, until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sign_in_links_account').on('sign_in_links').column('account_id').execute();
}
