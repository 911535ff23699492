import { type Kysely, sql } from 'kysely';

/**
 * Renewal (issue 41): each carrier's plan year (`plan_year`, JSON: renews_on mm/dd and notice_days; null
 * never renews) and the days within which ended coverage may be reinstated; a group's own plan year at a
 * carrier (`group_numbers.plan_year`, over the carrier's); `renewal_notices`, one row per policy and
 * renewal date once its notice is queued, so no notice goes twice; and at most one renewal change per
 * policy and renewal date, even with two app nodes renewing at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carriers').addColumn('plan_year', 'text').execute();
  await db.schema
    .alterTable('carriers')
    .addColumn('reinstate_within_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema.alterTable('group_numbers').addColumn('plan_year', 'text').execute();
  await db.schema
    .createTable('renewal_notices')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('renews_on', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('renewal_notices_pk', ['enrollment_id', 'renews_on'])
    .execute();
  await db.schema
    .createIndex('policy_changes_one_renewal')
    .on('policy_changes')
    .columns(['enrollment_id', 'effective_date'])
    .unique()
    .where(sql.ref('kind'), '=', 'renew')
    .execute();
}
