import type { Kysely } from 'kysely';

/**
 * An attempt is written down before it is checked (sign-in): the rows of one attempt share an id, so
 * the attempt can be taken back when it succeeds, or when it was refused before it ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_in_failures').addColumn('attempt_id', 'text').execute();
  await db.schema
    .createIndex('sign_in_failures_attempt')
    .on('sign_in_failures')
    .column('attempt_id')
    .execute();
}
