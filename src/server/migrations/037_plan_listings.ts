import { type Kysely, sql } from 'kysely';
import { unreachableVersions } from '../catalog/catalogApply';
import { type Db, isPostgres } from '../db/database';
import { rebuildPlanListings } from '../pricing/planListings';

/**
 * What a plan list reads of a catalog version (pricing/planListings.ts): each plan's listed rate row by
 * tier, age span, state and tobacco use, made by `catalog apply` with the version's rates, so a new
 * filter's first list reads a row or two a plan instead of every rate of its tier (issue 27). The listed
 * row's price and option are copied in and one index holds every column, so a list is read from the
 * index alone (joined to the rates, the lookups of a row a plan in a million took most of the time).
 * The versions a store already has get theirs from their stored rates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_listings')
    .addColumn('version_id', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('age_from', 'integer', (c) => c.notNull())
    .addColumn('age_to', 'integer', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('tobacco', 'integer')
    .addColumn('price_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plan_listings_lookup')
    .on('plan_listings')
    .columns([
      'version_id',
      'tier',
      'state',
      'age_from',
      'age_to',
      'tobacco',
      'plan_id',
      'price_id',
      'price_cents',
      'label',
    ])
    .execute();
  // The rates are now read by plan, version and tier only (a plan's page, a cart, export, diff): one
  // index for them, in place of three. The plan list's (tier, age) index (003) is the listings' now,
  // and every index on a million rates is paid for by each apply.
  await db.schema.dropIndex('plan_prices_tier_age').execute();
  await db.schema.dropIndex('plan_prices_plan').execute();
  await db.schema.dropIndex('plan_prices_plan_version').execute();
  await db.schema
    .createIndex('plan_prices_plan_version_tier')
    .on('plan_prices')
    .columns(['plan_id', 'version_id', 'tier'])
    .execute();
  const store = db as unknown as Db;
  // PostgreSQL checks a foreign key a row at a time, by a trigger: 10 of a million-rate apply's seconds.
  // Every rate is written by `catalog apply` from a package whose rates all name its plans
  // (packageChecks), and plans are never deleted (withdrawn), so the check never finds anything. SQLite's
  // costs under a second and is kept (dropping it there means copying the table).
  if (isPostgres(store))
    await sql`alter table plan_prices drop constraint if exists plan_prices_plan_id_fkey`.execute(db);
  const versions = await store.selectFrom('catalog_versions').select('id').orderBy('id').execute();
  const dead = new Set(await unreachableVersions(store, new Date()));
  for (const { id } of versions) if (!dead.has(id)) await rebuildPlanListings(store, id);
}
