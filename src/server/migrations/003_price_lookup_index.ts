import type { Kysely } from 'kysely';

/** The plan list reads every price row of a tier and age: index them that way. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('plan_prices_tier_age')
    .on('plan_prices')
    .columns(['tier', 'age_min', 'age_max'])
    .execute();
}
