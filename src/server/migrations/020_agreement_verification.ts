import type { Kysely } from 'kysely';

/**
 * The Agreement step's verification as configuration: per process (rep, group, applicant), and
 * optionally per group or cart carrier, the question asked (none when null), whether a signature
 * is required, and whether the applicant signs only (sigapplicant). The audit trail gains the
 * details of what was signed, as who.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_verifications')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('eprocess', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('carrier_id', 'integer', (c) => c.references('carriers.id'))
    .addColumn('question_id', 'integer')
    .addColumn('question', 'text')
    .addColumn('signature_required', 'integer', (c) => c.notNull())
    .addColumn('signature_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('audit_log').addColumn('details', 'text').execute();
}
