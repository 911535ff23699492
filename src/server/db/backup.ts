import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** A backup refused or failed for a reason the operator can act on: its message is the whole story. */
class BackupError extends Error {}

export interface BackupPlan {
  /** The store's folder (store.db, secret.key), as config.ts resolves DATA_DIR. */
  dataDir: string;
  /** The sealed blobs' folder, as config.ts resolves BLOB_DIR. */
  blobDir: string;
  /** The key is given in ENCRYPTION_KEY, so DATA_DIR/secret.key is not the store's key. */
  keyInEnvironment: boolean;
  /** Set when the store is in PostgreSQL: this command then refuses. */
  databaseUrl?: string | undefined;
  /** The new folder to write; it must not exist yet. */
  target: string;
}

export interface BackupReport {
  target: string;
  /** Pages in the database copy. */
  pages: number;
  /** secret.key was copied (false: the key is in ENCRYPTION_KEY). */
  keyCopied: boolean;
  /** Sealed blob files copied. */
  blobFiles: number;
}

/** sqlite3_backup_step's page count for "all of them" (better-sqlite3 takes no negative count). */
const EVERY_PAGE = 0x7fff_ffff;

/** What to run instead when the store is in PostgreSQL. */
const POSTGRES_ADVICE =
  'DATABASE_URL is set: the store is in PostgreSQL, which this command does not copy. ' +
  'Back it up with pg_dump --format=custom --file=store.dump "$DATABASE_URL" ' +
  '(restore with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" store.dump) ' +
  'and keep ENCRYPTION_KEY with it. See docs/operations.md.';

/**
 * The default backup folder: DATA_DIR's sibling backups/store-<UTC time>, outside the data folder (so
 * a copy of the blobs never copies itself) and sorted by time when listed.
 */
export function defaultBackupTarget(dataDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(path.dirname(dataDir), 'backups', `store-${stamp}`);
}

function isWithin(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Copies the running SQLite store into a new owner-only folder that can be started as DATA_DIR: the
 * database through SQLite's online backup (one consistent snapshot, -wal contents included, while the
 * server keeps writing), then secret.key (unless the key is in ENCRYPTION_KEY) and the sealed blobs.
 * Everything is written to a side folder first and renamed into place at the end, so a folder at
 * `target` is always a whole backup. Refuses PostgreSQL stores (pg_dump is the tool there).
 */
export async function backupStore(plan: BackupPlan): Promise<BackupReport> {
  if (plan.databaseUrl) throw new BackupError(POSTGRES_ADVICE);
  const database = path.join(plan.dataDir, 'store.db');
  if (!fs.existsSync(database)) {
    throw new BackupError(`No SQLite store at ${database}: set DATA_DIR to the store's folder.`);
  }
  const keyFile = path.join(plan.dataDir, 'secret.key');
  if (!plan.keyInEnvironment && !fs.existsSync(keyFile)) {
    throw new BackupError(
      `No ${keyFile} and ENCRYPTION_KEY is unset: without the key the sealed values cannot be read.`,
    );
  }
  const target = path.resolve(plan.target);
  if (isWithin(plan.dataDir, target) || isWithin(plan.blobDir, target)) {
    throw new BackupError(`${target} is inside the store's folder: choose a folder outside DATA_DIR.`);
  }
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose a new folder.`);

  // Whatever is created from here on is the owner's alone, as in the store itself.
  process.umask(0o077);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const pages = await copyDatabase(database, path.join(partial, 'store.db'));
    if (!plan.keyInEnvironment) copyPrivateFile(keyFile, path.join(partial, 'secret.key'));
    // After the database: every blob the copied rows name was written before them, so it is here.
    const blobFiles = copyBlobs(plan.blobDir, path.join(partial, 'blobs'));
    fs.renameSync(partial, target);
    fs.chmodSync(target, 0o700);
    return { target, pages, keyCopied: !plan.keyInEnvironment, blobFiles };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One consistent snapshot of the live database through better-sqlite3's backup API, all pages in
 * one step: a write by the server between steps would restart a page-by-page copy, over and over
 * while it keeps writing. The copy is made a single self-contained file (rollback journal; the server
 * turns WAL back on when it opens it) and must pass PRAGMA integrity_check. Answers its page count.
 */
async function copyDatabase(source: string, copy: string): Promise<number> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(copy, { progress: () => EVERY_PAGE });
  } finally {
    live.close();
  }
  const copied = new SQLite(copy, { fileMustExist: true });
  try {
    copied.pragma('journal_mode = DELETE');
    const check = copied.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The database copy failed its integrity check: ${check}`);
    const pages = Number(copied.pragma('page_count', { simple: true }));
    fs.chmodSync(copy, 0o600);
    return pages;
  } finally {
    copied.close();
  }
}

function copyPrivateFile(from: string, to: string): void {
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
  fs.chmodSync(to, 0o600);
}

/**
 * The blob folder's files, owner-only, keeping their paths. A put in progress (its .tmp file) is
 * skipped, and so is a blob deleted while the copy runs: both are the server's business, not the
 * snapshot's. Answers how many files were copied.
 */
function copyBlobs(from: string, to: string): number {
  fs.mkdirSync(to, { mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      count += copyBlobs(source, path.join(to, entry.name));
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        copyPrivateFile(source, path.join(to, entry.name));
        count += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return count;
}
