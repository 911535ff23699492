import type { Kysely } from 'kysely';

/** The supplemental carrier's statements a shopper confirms before a plan joins the cart, and their answers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_statements')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('true_condition', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('plan_statement_answers')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_statement_answers_pk', ['enrollment_id', 'plan_id'])
    .execute();
}
