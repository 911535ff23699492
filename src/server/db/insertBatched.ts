import type { Db } from './database';
import type { Database } from './schema';

const BATCH_ROWS = 300;

/** Inserts rows into one table a few hundred at a time (within SQLite's and PostgreSQL's parameter limits). */
export async function insertBatched<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Database[T][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    // Kysely's insert types cannot follow a table chosen at run time; the rows are typed by the caller.
    const batch = rows.slice(start, start + BATCH_ROWS) as never;
    await db.insertInto(table).values(batch).execute();
  }
}
