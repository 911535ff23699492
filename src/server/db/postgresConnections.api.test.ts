import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getCommonMenu, getStates } from '../../contract/filterCalls';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(TEST_DIALECT !== 'postgres' || !ADMIN_URL)(
  'PostgreSQL connections ended by the server',
  () => {
    const heard: Error[] = [];
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ onIdleConnectionError: (error) => heard.push(error) });
    });
    afterAll(() => t.close());

    it('keeps answering after PostgreSQL ends every idle connection of the pool (a restart, an administrator)', async () => {
      // Fill the pool with a few connections, then leave them idle.
      const browser = t.browser();
      await Promise.all(Array.from({ length: 4 }, () => browser.ok(getStates)));
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.deps.db);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [rows[0]?.name],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Each ended connection tells its pool; without a listener node ends the process on the first.
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard.every((error) => /terminating connection/.test(error.message))).toBe(true);
      // The next calls get new connections.
      expect((await browser.ok(getStates)).result.length).toBeGreaterThan(50);
      expect((await browser.ok(getCommonMenu)).result.length).toBeGreaterThan(0);
    });
  },
);
