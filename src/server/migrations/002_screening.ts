import type { Kysely } from 'kysely';

/** Screening questions of plans that ask them, and each enrollment's answers and their outcome. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('require_detail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('declines_on_yes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plan_questions_plan')
    .on('plan_questions')
    .columns(['plan_id', 'position'])
    .execute();

  await db.schema
    .createTable('plan_answers')
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('enrollments.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_answers_pk', ['enrollment_id', 'plan_id'])
    .execute();
}
