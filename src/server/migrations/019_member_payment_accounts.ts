import type { Kysely } from 'kysely';

/**
 * Current members' saved payment accounts, offered on Billing Information: bank accounts and cards,
 * their numbers sealed (AES-256-GCM) like every other secret. No security code is ever kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_bank_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('account_holder_type', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_bank_accounts_member')
    .on('member_bank_accounts')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('member_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('name_on_cc', 'text', (c) => c.notNull())
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('expiration_month', 'text', (c) => c.notNull())
    .addColumn('expiration_year', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_cards_member').on('member_cards').column('member_id').execute();
}
