import type { Kysely } from 'kysely';

/**
 * Elevate group sites: a group whose one-page site (/websites?group=elevate&id=…) sells through a
 * fixed portal, and the enrollments started there (track-elevate-traffic), one row each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('elevate_sites')
    .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id'))
    .addColumn('portal_id', 'integer', (c) => c.notNull().references('portals.id'))
    .execute();
  await db.schema
    .createTable('elevate_visits')
    .addColumn('enrollment_id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('visited_at', 'text', (c) => c.notNull())
    .execute();
}
