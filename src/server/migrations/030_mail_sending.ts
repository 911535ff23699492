import type { Kysely } from 'kysely';

/**
 * When a worker handed the message to the mail server. A message with sending_at and no sent_at may
 * have gone (the node stopped between sending and marking): it is never sent again by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sending_at', 'text').execute();
}
