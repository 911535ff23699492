import type { Kysely } from 'kysely';

/**
 * Every acknowledgement file read from a carrier's inbound folder (issue 38), one row per carrier and
 * file interchange (ISA06 and ISA13 of the acknowledgement): `read` once its changes are committed,
 * `set_aside` (with the reason, in words) when it matched nothing the store sent to that carrier or
 * named another sender. The row makes a file read twice (two nodes, a crash before it was moved) change
 * nothing the second time, and is where an operator finds what was set aside (docs/operations.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carrier_acknowledgements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('interchange_number', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addUniqueConstraint('carrier_acknowledgements_interchange', [
      'carrier_id',
      'sender_id',
      'interchange_number',
    ])
    .execute();
}
