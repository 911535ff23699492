import type { Kysely } from 'kysely';

/**
 * The mail outbox's hand-off and retries (issue 38):
 * - `handed_at`: when the mail server (or the mail folder) took the message, written as soon as it
 *   did, apart from marking it sent; a message with it is never handed over again.
 * - `next_attempt_at`: when a message that failed for a passing reason is due again (backing off from
 *   seconds to an hour); null is due at once.
 * - `given_up_at`: when the outbox stopped trying, for a reason kept in `last_error` (refused for good
 *   by the mail server, or still failing three days after it was queued). An operator sees it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('handed_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('given_up_at', 'text').execute();
}
