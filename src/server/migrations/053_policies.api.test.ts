import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, TEST_DIALECT } from '../../../testing/testApp';
import { createDb } from '../db/database';
import { MIGRATIONS, migrate } from './migrate';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const at = '2026-11-20T12:00:00.000Z';
const item = (id: string, changeId?: string) => ({
  id,
  enrollment_id: 'e1',
  carrier_id: 1,
  created_at: at,
  status: 'pending',
  status_at: at,
  ...(changeId ? { change_id: changeId } : {}),
});

describe(`migration 053 (${TEST_DIALECT})`, () => {
  it('keeps the feed items filed before it, and allows one item per carrier per change but one submission item', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-migration-053-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
    const db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dir, 'store.db') });
    cleanups.push(async () => {
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    // The store as it stood before this migration: every migration before it, none after.
    await migrate(
      db,
      Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '053_policies')),
    );
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they stood before this migration
    const old = db as unknown as Kysely<any>;
    await old
      .insertInto('enrollments')
      .values({
        id: 'e1',
        owner_hash: 'x',
        created_at: at,
        updated_at: at,
        type: 'individual',
        eprocess: 'self',
        filter_info: '{}',
        status: 'submitted',
      })
      .execute();
    await old
      .insertInto('carrier_feed_items')
      .values({ ...item('i1'), status: 'rejected', detail: 'Rejected: NM1' })
      .execute();

    await migrate(db);
    expect(await db.selectFrom('carrier_feed_items').selectAll().execute()).toEqual([
      {
        ...item('i1'),
        status: 'rejected',
        detail: 'Rejected: NM1',
        file_id: null,
        transaction_number: null,
        change_id: null,
      },
    ]);
    // A change's items beside the submission's: one per carrier and change.
    await db
      .insertInto('carrier_feed_items')
      .values([item('i2', 'c1'), item('i3', 'c2')])
      .execute();
    await expect(db.insertInto('carrier_feed_items').values(item('i4', 'c1')).execute()).rejects.toThrow();
    // A second submission item for the same carrier is refused as before.
    await expect(db.insertInto('carrier_feed_items').values(item('i5')).execute()).rejects.toThrow();
    expect(await db.selectFrom('carrier_feed_items').select('id').orderBy('id').execute()).toEqual([
      { id: 'i1' },
      { id: 'i2' },
      { id: 'i3' },
    ]);
  });
});
