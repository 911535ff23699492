import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Db } from '../db/database';
import { PROJECT_ROOT } from '../projectRoot';
import {
  type DirectoryProblem,
  type FedAchDirectory,
  parseFedAchDirectory,
  type RoutingEntry,
  readFedAchDirectory,
} from './fedAchDirectory';

/**
 * The demo store's routing directory, in the FedACH format: banks whose names say they are fictional,
 * on numbers that pass the ABA checksum but begin with 50, a prefix the ABA assigns to no one (real
 * ones begin 00-12, 21-32, 61-72 or 80), and 011000015, the one the tests and journeys type.
 * Demo mode only: a production store imports the operator's own file.
 */
export const DEMO_ROUTING_FILE = path.join(PROJECT_ROOT, 'catalog/demo-banks/FedACHdir.txt');

export interface RoutingImport {
  /** Rows now in `bank_routing` (0 when refused). */
  imported: number;
  /** Every problem of the file; when there is any, nothing was changed. */
  problems: DirectoryProblem[];
}

/** Two columns a row: 500 rows stay far below SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 500;

/** Replaces every row of `bank_routing` with the entries, in the caller's transaction. */
async function replaceRoutingRows(trx: Db, entries: readonly RoutingEntry[]): Promise<void> {
  await trx.deleteFrom('bank_routing').execute();
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const rows = entries.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
      routing_number: entry.routing_number,
      bank_name: entry.bank_name,
    }));
    await trx.insertInto('bank_routing').values(rows).execute();
  }
}

/**
 * Writes a parsed directory: all or nothing. With any problem nothing changes; else the table's rows
 * are replaced in one transaction (the caller's, when `db` is already one, e.g. demo seeding).
 */
async function applyDirectory(db: Db, directory: FedAchDirectory): Promise<RoutingImport> {
  if (directory.problems.length > 0) return { imported: 0, problems: directory.problems };
  if (db.isTransaction) await replaceRoutingRows(db, directory.entries);
  else await db.transaction().execute((trx) => replaceRoutingRows(trx, directory.entries));
  return { imported: directory.entries.length, problems: [] };
}

/** Imports a FedACHdir.txt's text as the offline routing directory, replacing the one there. */
export async function importRoutingDirectory(db: Db, text: string): Promise<RoutingImport> {
  return applyDirectory(db, parseFedAchDirectory(text));
}

/** Imports a directory file read as a stream of lines (the real file has ~18,000). */
export async function importRoutingDirectoryFile(db: Db, file: string): Promise<RoutingImport> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  return applyDirectory(db, await readFedAchDirectory(lines));
}

/** Demo mode's directory (DEMO_ROUTING_FILE); throws if that file has a problem, which would be ours. */
export async function loadDemoRoutingDirectory(db: Db): Promise<number> {
  const result = await importRoutingDirectoryFile(db, DEMO_ROUTING_FILE);
  const first = result.problems[0];
  if (first) throw new Error(`${DEMO_ROUTING_FILE} line ${first.line}, ${first.field}: ${first.message}`);
  return result.imported;
}
