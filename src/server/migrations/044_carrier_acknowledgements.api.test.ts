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

const OLD_REASON =
  'Rejected: NM1 segment 9 (loop 2100A): Segment Has Data Element Errors (8); element 9: Invalid Code Value (7) "123456789"';

describe(`migration 044 (${TEST_DIALECT})`, () => {
  it('masks the values carriers quoted back in reasons kept before it, and cuts long ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-migration-044-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
    const db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dir, 'store.db') });
    cleanups.push(async () => {
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    // The store as it stood before this migration: every migration before it, none after.
    const before = Object.fromEntries(
      Object.entries(MIGRATIONS).filter(([name]) => name < '044_carrier_acknowledgements'),
    );
    await migrate(db, before);
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they stood before this migration
    const old = db as unknown as Kysely<any>;
    const at = '2026-11-20T12:00:00.000Z';
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
      .values({
        id: 'i1',
        enrollment_id: 'e1',
        carrier_id: 1,
        created_at: at,
        status: 'rejected',
        status_at: at,
        detail: OLD_REASON,
      })
      .execute();
    await old
      .insertInto('enrollment_status_events')
      .values([
        { id: 's1', enrollment_id: 'e1', status: 'rejected', at, detail: `Harborline: ${OLD_REASON}` },
        { id: 's2', enrollment_id: 'e1', status: 'rejected', at, detail: 'x'.repeat(5000) },
        { id: 's3', enrollment_id: 'e1', status: 'sent', at, detail: 'Harborline Mutual' },
      ])
      .execute();

    await migrate(db);
    const item = await db.selectFrom('carrier_feed_items').select('detail').executeTakeFirstOrThrow();
    expect(item.detail).toBe(OLD_REASON.replace('"123456789"', '"•••••6789"'));
    const events = await db
      .selectFrom('enrollment_status_events')
      .select(['id', 'detail'])
      .orderBy('id')
      .execute();
    expect(events[0]?.detail).toBe(`Harborline: ${OLD_REASON.replace('"123456789"', '"•••••6789"')}`);
    expect(events[1]?.detail).toHaveLength(1000);
    expect(events[2]?.detail).toBe('Harborline Mutual');
    expect(await db.selectFrom('carrier_acknowledgements').selectAll().execute()).toEqual([]);
  });
});
