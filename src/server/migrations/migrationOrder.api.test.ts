import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, TEST_DIALECT } from '../../../testing/testApp';
import { createDb, type Db } from '../db/database';
import { MIGRATIONS, migrate } from './migrate';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A new, empty database of the dialect the API tests run on. */
async function emptyDb(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-migrations-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  const db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dir, 'store.db') });
  cleanups.push(async () => {
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

const without = (name: string): Record<string, Migration> =>
  Object.fromEntries(Object.entries(MIGRATIONS).filter(([key]) => key !== name));

// biome-ignore lint/suspicious/noExplicitAny: the migrations' own table is not in the store's types
const ran = async (db: Kysely<any>) =>
  (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((row) => row.name);

describe(`migrations merged out of order (${TEST_DIALECT})`, () => {
  it('runs 035_custom_fields on a database that ran 036_catalog_versions before 035 existed', async () => {
    const db = await emptyDb();
    await migrate(db, without('035_custom_fields'));
    expect(await ran(db)).toContain('036_catalog_versions');
    // Kysely's own rule refuses it: the database ran a migration named after the new one.
    const strict = await new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
    }).migrateToLatest();
    expect(String(strict.error)).toMatch(/corrupted migrations/);

    await migrate(db);
    expect(await ran(db)).toEqual(Object.keys(MIGRATIONS).sort());
    await db
      .insertInto('custom_fields')
      .values({ id: 'late', step: 'personal', position: 1, definition: '{}' })
      .execute();
    expect(await db.selectFrom('custom_fields').select('id').execute()).toEqual([{ id: 'late' }]);
    // Once run, the next start has nothing to do.
    await migrate(db);
    expect(await ran(db)).toHaveLength(Object.keys(MIGRATIONS).length);
  });

  it('refuses, naming it, any other migration that comes before one already run, and runs nothing', async () => {
    const db = await emptyDb();
    await migrate(db, without('034_sign_in_links'));
    const before = await ran(db);
    await expect(migrate(db)).rejects.toThrow(
      `Migration 034_sign_in_links comes before ${Object.keys(MIGRATIONS).sort().at(-1)}, which this database has already run`,
    );
    expect(await ran(db)).toEqual(before);
    expect(before).not.toContain('034_sign_in_links');
  });
});
