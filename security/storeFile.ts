import path from 'node:path';
import Database from 'better-sqlite3';

/** The number `sql` (a SELECT count(*) AS n ...) finds in the server's SQLite file, read as a second, read-only reader. */
export function countInStore(dataDir: string, sql: string, ...params: unknown[]): number {
  return rowsInStore<{ n: number }>(dataDir, sql, ...params)[0]?.n ?? 0;
}

/** The rows `sql` finds in the server's SQLite file, read as a second, read-only reader. */
export function rowsInStore<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
