import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

// PostgreSQL returns int8 (counts, sums) as strings; the store's numbers fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** postgres:// URL; when unset, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

/** SQLite (WAL, full sync, statements kept prepared) by default; a PostgreSQL pool when a URL is given. */
export function createDb(target: DatabaseTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const sqlite = new SQLite(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}
