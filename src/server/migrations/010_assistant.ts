import type { Kysely } from 'kysely';

/** The "contact rep" assistant: its questions, each visitor's answers per rep, and the leads they make. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('assistant_answers')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('assistant_questions.id'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('web_url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assistant_answers_pk', ['device_id', 'agent_id', 'question_id'])
    .execute();
}
