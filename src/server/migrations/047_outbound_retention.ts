import type { Kysely } from 'kysely';

/**
 * When the plain copy of an acknowledged 834 was removed from the carrier files folder (issue 38): a
 * file holds full SSNs, and once the carrier has answered it and OUTBOUND_RETENTION_DAYS have passed,
 * only the sealed copy in `content` stays (feedRetention.ts). Null while the plain copy may be there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carrier_feed_files').addColumn('outbound_removed_at', 'text').execute();
}
