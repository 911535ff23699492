import type { Kysely } from 'kysely';

/**
 * Agreement texts and payment methods as configuration: texts per carrier and plan (null matches
 * every enrollment), and the payment method per group, portal or carrier (all null: the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_texts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text_head', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('text_required', 'integer', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id'))
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('portal_id', 'integer', (c) => c.references('portals.id'))
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id'))
    .execute();
}
