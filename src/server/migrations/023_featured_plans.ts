import type { Kysely } from 'kysely';

/**
 * Featured plans per store: a rep's, a portal's or a group's own pick (exactly one scope per row),
 * in the order given. The catalog's `plans.featured` flag stays the store-wide default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('featured_plans')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id'))
    .addColumn('portal_id', 'integer', (c) => c.references('portals.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('featured_plans_group').on('featured_plans').column('group_id').execute();
  await db.schema.createIndex('featured_plans_portal').on('featured_plans').column('portal_id').execute();
  await db.schema.createIndex('featured_plans_agent').on('featured_plans').column('agent_id').execute();
}
