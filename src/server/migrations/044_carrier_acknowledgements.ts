import { type Kysely, sql } from 'kysely';

/**
 * Every acknowledgement file read from a carrier's inbound folder (issue 38), one row per carrier and
 * file interchange (ISA06 and ISA13 of the acknowledgement): `read` once its changes are committed,
 * `set_aside` (with the reason, in words) when it matched nothing the store sent to that carrier or
 * named another sender. The row makes a file read twice (two nodes, a crash before it was moved) change
 * nothing the second time, and is where an operator finds what was set aside (docs/operations.md).
 *
 * And the reasons kept before: a carrier's quoted value (IK404, written `(code) "value"` after the
 * element's error) was kept whole, which may be an SSN; it is masked to its last four characters as
 * the store now writes it, and a reason is cut at 1,000 characters.
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
  await maskQuotedValues(db, 'carrier_feed_items');
  await maskQuotedValues(db, 'enrollment_status_events');
}

const QUOTED = /(\([A-Z0-9]{1,3}\)) "([^"]*)"/g;
const MAX_REASON = 1000;

/** The masking of this migration's day (last four characters after at most 21 bullets), kept here as written. */
function masked(detail: string): string {
  const text = detail.replace(
    QUOTED,
    (_match, code: string, value: string) =>
      `${code} "${'•'.repeat(Math.min(Math.max(value.length - 4, 0), 21))}${value.slice(-4)}"`,
  );
  return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`;
}

async function maskQuotedValues(
  db: Kysely<unknown>,
  table: 'carrier_feed_items' | 'enrollment_status_events',
): Promise<void> {
  const rows = await sql<{ id: string; detail: string }>`
    select id, detail from ${sql.table(table)} where detail like ${'%) "%'} or length(detail) > ${MAX_REASON}`.execute(
    db,
  );
  for (const row of rows.rows) {
    const next = masked(row.detail);
    if (next !== row.detail)
      await sql`update ${sql.table(table)} set detail = ${next} where id = ${row.id}`.execute(db);
  }
}
