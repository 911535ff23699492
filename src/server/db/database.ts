import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type CommitsOnDisk, groupCommit } from './groupCommit';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

// PostgreSQL returns int8 (counts, sums) as strings; the store's numbers fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** postgres:// URL; when unset, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /**
   * PostgreSQL: told when an idle connection of the pool fails (the database server restarted, an
   * administrator ended it). The pool drops that connection and opens another when next asked; with
   * no one listening, node would end the whole process on it. A warning on stderr when not given.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * SQLite (WAL, full sync: each commit on disk when it returns, statements kept prepared) by default; a
 * PostgreSQL pool when a URL is given. For the commands (seed, accounts, backups); the server uses
 * `openStore`.
 */
export function createDb(target: DatabaseTarget): Db {
  if (target.databaseUrl) return postgresDb(target.databaseUrl, target.onIdleConnectionError);
  return sqliteDb(openSqlite(target.sqliteFile, 'FULL'));
}

/** The server's database and the wait its answers make for their commits to be on disk. */
export interface Store {
  db: Db;
  commitsOnDisk: CommitsOnDisk;
}

/**
 * The server's database. SQLite commits without waiting for the disk (`synchronous = NORMAL`), and each
 * answer waits for a shared sync of the WAL before it leaves (group commit, see groupCommit.ts), so
 * nothing is reported saved before it is on disk. PostgreSQL's commits are on disk when they return.
 */
export function openStore(target: DatabaseTarget): Store {
  if (target.databaseUrl) {
    return {
      db: postgresDb(target.databaseUrl, target.onIdleConnectionError),
      commitsOnDisk: async () => {},
    };
  }
  const sqlite = openSqlite(target.sqliteFile, 'NORMAL');
  return { db: sqliteDb(sqlite), commitsOnDisk: groupCommit(sqlite, `${target.sqliteFile}-wal`) };
}

function postgresDb(databaseUrl: string, onIdleConnectionError = warnOfIdleConnectionError): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => onIdleConnectionError(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** What the log says of an idle connection PostgreSQL ended. */
export function idleConnectionWarning(error: Error): string {
  return `PostgreSQL ended an idle connection (${error.message}); the next query opens another.`;
}

function warnOfIdleConnectionError(error: Error): void {
  console.warn(idleConnectionWarning(error));
}

function openSqlite(file: string, synchronous: 'FULL' | 'NORMAL'): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

function sqliteDb(sqlite: SQLite.Database): Db {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}
