import type { Kysely } from 'kysely';

/**
 * When a node was about to show an 834 to its carrier (issue 38): set once the whole file is written
 * under its temporary name, just before the rename. A retry of a file with it set knows the carrier may
 * already have taken the file, so it looks before it uploads, and never uploads that interchange again
 * once it is gone from the folder (feedSending.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carrier_feed_files').addColumn('delivering_at', 'text').execute();
}
