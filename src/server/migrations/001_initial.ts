import type { Kysely } from 'kysely';

/** The catalog, the people and sites, and the enrollments. Portable across SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carriers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('carriers.id'))
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('short_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('needs_association', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premier', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_screening', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_supplemental_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_health', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_annual_income', 'integer')
    .addColumn('min_working_hours', 'integer')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('plans_category').on('plans').columns(['category', 'active']).execute();

  await db.schema
    .createTable('plan_prices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('age_min', 'integer', (c) => c.notNull())
    .addColumn('age_max', 'integer', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('tobacco', 'integer')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_prices_plan').on('plan_prices').columns(['plan_id', 'tier']).execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('landing_slug', 'text', (c) => c.unique())
    .addColumn('landing_info', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('landing_slug', 'text', (c) => c.unique())
    .addColumn('landing_info', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('portals')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('portal_id', 'integer', (c) => c.references('portals.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('ssn', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .execute();

  await db.schema
    .createTable('member_policies')
    .addColumn('policy_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('eprocess', 'text', (c) => c.notNull())
    .addColumn('open_type', 'text')
    .addColumn('agent_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('portal_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('filter_info', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('policy_id', 'text', (c) => c.unique())
    .addColumn('submitted_at', 'text')
    .execute();

  await db.schema
    .createTable('enrollment_tabs')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrollment_tabs_pk', ['enrollment_id', 'tab'])
    .execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('plan_pricing_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('removable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['enrollment_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('document_hash', 'text', (c) => c.notNull())
    .execute();
}
