import type { Kysely } from 'kysely';

/**
 * Leads from the assistant: one per device and rep, with the group of the visit, kept so the rep is
 * told once when the visitor finishes the questions (the answers stay in assistant_answers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('web_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('notified_at', 'text')
    .addColumn('notified_to', 'text')
    .addPrimaryKeyConstraint('leads_pk', ['device_id', 'agent_id'])
    .execute();
}
