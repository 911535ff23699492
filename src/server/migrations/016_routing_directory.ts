import type { Kysely } from 'kysely';

/**
 * Billing look-ups: the offline routing directory (routing number to bank name) and each carrier's
 * merchant statement descriptor (null: the site's is used).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_routing')
    .addColumn('routing_number', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('carriers').addColumn('billing_text', 'text').execute();
}
