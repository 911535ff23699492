import type { Kysely } from 'kysely';

/**
 * A catalog package's custom fields: questions a carrier, plan, category, group or process adds to
 * a wizard step. The whole definition is kept as JSON text (domain/customFields.ts says its shape);
 * the step and scope are columns too, so an enrollment's fields are found without reading JSON in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_fields')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    // Scope: a null column matches everything; a row applies when every set column matches.
    .addColumn('carrier_id', 'integer')
    .addColumn('plan_id', 'integer')
    .addColumn('category', 'text')
    .addColumn('group_id', 'integer')
    .addColumn('eprocess', 'text')
    .execute();
  await db.schema.createIndex('custom_fields_step').on('custom_fields').column('step').execute();
}
