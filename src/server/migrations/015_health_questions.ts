import type { Kysely } from 'kysely';

/**
 * Health questions as data (which carrier asks them, their layout and order, of whom) and the
 * answers on file for current members, in the saved shape of the health step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_questions')
    .addColumn('question_id', 'integer', (c) => c.primaryKey())
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('asked_of', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('health_questions_carrier')
    .on('health_questions')
    .columns(['carrier_id', 'position'])
    .execute();

  await db.schema
    .createTable('member_health')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
}
