import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../src/server/db/database';
import { createSecretBox } from '../src/server/db/secretBox';
import { migrate } from '../src/server/migrations/migrate';
import { seedCatalog } from '../src/server/seed/seedCatalog';

/**
 * The demo store, migrated and seeded once a test run, that every test app starts from a copy of
 * (issue 37: 41 migrations and the demo seed cost 0.3–0.65 s an app on SQLite and 0.5–1.1 s on
 * PostgreSQL). Plain data, so the run's global setup can hand it to the test workers.
 */
export interface StoreTemplate {
  /** The seeded SQLite file, closed (its WAL folded in), to copy. */
  sqliteFile: string;
  /** The seeded PostgreSQL database's name on the server of TEST_DATABASE_URL, when there is one. */
  postgresName?: string;
  /** The key the seed sealed the demo people's secrets with (hex); each copy opens them with it. */
  keyHex: string;
}

/** Names of the databases a run makes: the template's and each test app's copy, dropped at the end. */
export function testDatabaseName(kind: 'template' | 'copy'): string {
  return `bs_${kind === 'template' ? 'tpl' : 'test'}_${randomBytes(6).toString('hex')}`;
}

/** `adminUrl` with another database name in its path. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin database of `adminUrl` (CREATE or DROP DATABASE cannot run in a pool's transaction). */
export async function onAdminDatabase(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function seeded(target: { databaseUrl?: string; sqliteFile: string }, keyHex: string): Promise<void> {
  const db = createDb(target);
  try {
    await migrate(db);
    await seedCatalog(db, {
      extraPlans: 0,
      secretBox: createSecretBox(Buffer.from(keyHex, 'hex')),
      people: true,
    });
  } finally {
    await db.destroy();
  }
}

/**
 * Migrates and seeds the demo store once in `dir` (SQLite) and, when `adminUrl` names a PostgreSQL
 * server, once there too; the same key seals both.
 */
export async function makeStoreTemplate(dir: string, adminUrl: string | undefined): Promise<StoreTemplate> {
  const keyHex = randomBytes(32).toString('hex');
  const sqliteFile = path.join(dir, 'template.db');
  await seeded({ sqliteFile }, keyHex);
  if (!adminUrl) return { sqliteFile, keyHex };
  const postgresName = testDatabaseName('template');
  await onAdminDatabase(adminUrl, `CREATE DATABASE ${postgresName}`);
  await seeded({ databaseUrl: databaseUrl(adminUrl, postgresName), sqliteFile }, keyHex);
  return { sqliteFile, postgresName, keyHex };
}

/** Removes what makeStoreTemplate made (the folder is the caller's). */
export async function dropStoreTemplate(
  template: StoreTemplate,
  adminUrl: string | undefined,
): Promise<void> {
  if (adminUrl && template.postgresName)
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${template.postgresName} WITH (FORCE)`);
}

/** A copy of the template's SQLite file at `file` (a new store, seeded as the template was). */
export function copySqliteTemplate(template: StoreTemplate, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template.sqliteFile, file);
}
