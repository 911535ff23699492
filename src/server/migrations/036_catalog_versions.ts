import { type Kysely, sql } from 'kysely';

/**
 * The catalog as the operator's package (issue 27): each `catalog apply` makes a version, and rates
 * belong to the version they came with, so coverage is priced on the rates in effect on its date.
 * Plans and carriers a later package leaves out are kept (carts, policies and answers name them) but
 * withdrawn. Carriers carry their own logo; plans their benefit facts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text')
    .addColumn('digest', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('plan_prices')
    .addColumn('version_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('plan_prices_plan_version')
    .on('plan_prices')
    .columns(['plan_id', 'version_id'])
    .execute();
  await db.schema
    .alterTable('carriers')
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('carriers')
    .addColumn('withdrawn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('withdrawn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('plans').addColumn('benefits', 'text').execute();
  // A store seeded before packages: its rows are version 1, and each carrier's logo is its plans'.
  await sql`insert into catalog_versions (id, name, applied_at, effective_from, digest)
    select 1, 'seeded before catalog packages', ${new Date().toISOString()}, null, ''
    where exists (select 1 from plans)`.execute(db);
  await sql`update carriers set logo = coalesce((select max(plans.logo) from plans where plans.carrier_id = carriers.id), '')`.execute(
    db,
  );
}
