import type { Kysely } from 'kysely';

/** Members' phone numbers (ten digits), so the Contact step can refuse a phone another member holds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('phone', 'text').execute();
  await db.schema.createIndex('members_phone').on('members').column('phone').execute();
}
