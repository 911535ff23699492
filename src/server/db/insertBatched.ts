import { CompiledQuery } from 'kysely';
import { type Db, isPostgres } from './database';
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

/** A column BulkInsert writes, by its name and type. */
export type BulkColumn = readonly [name: string, type: 'integer' | 'text'];

/**
 * Inserts a great many rows of one table (a catalog's million rates), many to a statement, each row given
 * as its values in `columns`' order. Kysely's insertInto builds and compiles a query tree of every value
 * of every batch; here the statement is made once. SQLite: a multi-row VALUES of a few thousand rows (its
 * parameters stay within SQLite's 32,766). PostgreSQL: each column's values as one array parameter,
 * `insert … select * from unnest($1::integer[], …)`, 20,000 rows a statement: a VALUES of thousands of
 * rows is parsed and planned anew each time, and took PostgreSQL three times as long as SQLite.
 */
export class BulkInsert {
  private pending: unknown[][];
  private rows = 0;
  private readonly sqliteTexts = new Map<number, string>();
  private readonly postgres: boolean;
  private readonly batchRows: number;

  constructor(
    private readonly db: Db,
    private readonly table: keyof Database & string,
    private readonly columns: readonly BulkColumn[],
  ) {
    this.postgres = isPostgres(db);
    this.batchRows = this.postgres ? 20_000 : Math.floor(30_000 / columns.length);
    this.pending = columns.map(() => []);
  }

  /** The batch the database is writing, if any: the next is made meanwhile. */
  private writing: Promise<unknown> = Promise.resolve();

  /**
   * Adds a row (its values in the columns' order). A full batch is sent, and the call waits for the batch
   * before it: PostgreSQL writes one batch while this process makes the next (on two cores, a fifth off
   * a million-rate apply); SQLite writes each as it is sent.
   */
  async add(values: readonly unknown[]): Promise<void> {
    values.forEach((value, index) => {
      this.pending[index]?.push(value);
    });
    this.rows += 1;
    if (this.rows >= this.batchRows) {
      const before = this.writing;
      this.writing = this.send();
      // Not left unheard if the batch before fails first: the caller hears that one.
      this.writing.catch(() => {});
      await before;
    }
  }

  /** Writes the rows added since the last batch, and waits for every batch to be written. */
  async flush(): Promise<void> {
    const before = this.writing;
    this.writing = Promise.resolve();
    await before;
    await this.send();
  }

  private async send(): Promise<void> {
    const rows = this.rows;
    if (rows === 0) return;
    const columns = this.pending;
    this.pending = this.columns.map(() => []);
    this.rows = 0;
    const names = this.columns.map(([name]) => `"${name}"`).join(', ');
    if (this.postgres) {
      const arrays = this.columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
      await this.db.executeQuery(
        CompiledQuery.raw(`insert into "${this.table}" (${names}) select * from unnest(${arrays})`, columns),
      );
      return;
    }
    let text = this.sqliteTexts.get(rows);
    if (text === undefined) {
      const row = `(${this.columns.map(() => '?').join(', ')})`;
      text = `insert into "${this.table}" (${names}) values ${Array.from({ length: rows }, () => row).join(', ')}`;
      this.sqliteTexts.set(rows, text);
    }
    const parameters: unknown[] = [];
    for (let row = 0; row < rows; row += 1) for (const values of columns) parameters.push(values[row]);
    await this.db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}
