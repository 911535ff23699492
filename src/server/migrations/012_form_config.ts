import type { Kysely } from 'kysely';

/**
 * The wizard engine's data: the form configuration (which fields each step shows, requires and
 * locks, scoped by cart, group and process), the option lists, drafts kept by Save and Continue
 * Later, the details on file for current members, enroller codes, and the enrollment's code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_fields')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options_list', 'text')
    .addColumn('message', 'text')
    // Scope: a null column matches everything; a row applies when every set column matches.
    .addColumn('category', 'text')
    .addColumn('carrier_id', 'integer')
    .addColumn('plan_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('eprocess', 'text')
    .execute();
  await db.schema.createIndex('form_fields_step').on('form_fields').column('step').execute();

  await db.schema
    .createTable('option_items')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('option_items_pk', ['list', 'value'])
    .execute();

  await db.schema
    .createTable('enrollment_drafts')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrollment_drafts_pk', ['enrollment_id', 'tab'])
    .execute();

  await db.schema
    .createTable('member_profiles')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_profiles_pk', ['member_id', 'tab'])
    .execute();

  await db.schema
    .createTable('enroller_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable('enrollments').addColumn('enroller_code', 'text').execute();
}
