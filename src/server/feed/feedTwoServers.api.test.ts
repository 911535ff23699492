import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { submittedEnrollment } from '../../../testing/journey';
import { alive, killGroup, type RunningProcess } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { RealBrowser } from '../../../testing/realBrowser';
import { freePort, startServer } from '../../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../../testing/testApp';
import { createDb } from '../db/database';

/**
 * Issue 38: two nodes of the store write each interchange once. Two real servers (dist-server/main.js)
 * share one PostgreSQL database and one carriers' folder (CARRIER_FILES_DIR), each with a DATA_DIR of its
 * own, their feeds running every 200 ms; shoppers submit on both at once. Every interchange number is in
 * one file only, every enrollment in exactly one file. SQLite has one node only (its database is a file
 * in DATA_DIR): there the test is skipped; feedTwoNodes.api.test.ts plays two nodes in one process on both.
 */

const running: RunningProcess[] = [];
const folders: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const cleanup of cleanups) await cleanup();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

/** The PostgreSQL server of the run; empty in the SQLite projects. */
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

describe(`two servers on one database (${TEST_DIALECT})`, () => {
  it.skipIf(adminUrl === undefined)(
    'write each interchange once and each enrollment in exactly one file (PostgreSQL only: a SQLite store has one node)',
    { timeout: timeoutForStarts(2, 180_000) },
    async () => {
      const database = await freshPostgresDatabase(adminUrl as string);
      cleanups.push(database.drop);
      const db = createDb({ databaseUrl: database.url, sqliteFile: '' });
      cleanups.unshift(() => db.destroy());
      const shared = tempFolder('bs-two-servers-carriers-');
      const common = {
        DATABASE_URL: database.url,
        CARRIER_FILES_DIR: shared,
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        FEED_EVERY_MS: '200',
      };
      const bases: string[] = [];
      // One after the other: the first migrates and seeds the database, the second finds it ready.
      for (const node of ['a', 'b']) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        running.push(
          await startServer(port, {
            ...common,
            DATA_DIR: tempFolder(`bs-two-servers-${node}-`),
            PUBLIC_URL: base,
          }),
        );
        bases.push(base);
      }

      const submitted = await Promise.all(
        [...bases, ...bases, ...bases].map((base) => submittedEnrollment(new RealBrowser(base))),
      );
      const policies = submitted.map((enrollment) => enrollment.policyId);
      const items = () =>
        db
          .selectFrom('carrier_feed_items')
          .innerJoin('enrollments', 'enrollments.id', 'carrier_feed_items.enrollment_id')
          .select(['carrier_feed_items.status', 'carrier_feed_items.carrier_id', 'enrollments.policy_id'])
          .where('enrollments.policy_id', 'in', policies)
          .execute();
      await expect
        .poll(async () => (await items()).every((item) => item.status === 'sent'), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(true);
      // A few more rounds of both: nothing is filed or written again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));

      const rows = await db
        .selectFrom('carrier_feed_files')
        .select(['carrier_id', 'file_name', 'interchange_number', 'sent_at'])
        .execute();
      expect(rows.every((row) => row.sent_at !== null)).toBe(true);
      const outbound = path.join(shared, 'outbound');
      const written = fs
        .readdirSync(outbound)
        .flatMap((carrier) =>
          fs.readdirSync(path.join(outbound, carrier)).map((name) => ({ carrier, name })),
        );
      expect(written.map((file) => file.name).sort()).toEqual(rows.map((row) => row.file_name).sort());
      const numbers = written.map(({ carrier, name }) => {
        const text = fs.readFileSync(path.join(outbound, carrier, name), 'latin1');
        return { name, text, isa13: text.split('*')[13] };
      });
      expect(new Set(numbers.map((file) => file.isa13)).size).toBe(numbers.length);
      for (const file of numbers) expect(file.name).toContain(`_${file.isa13}.x12`);
      // Each enrollment's transaction in one file of each of its carriers.
      const all = await items();
      expect(new Set(all.map((item) => item.policy_id)).size).toBe(policies.length);
      for (const item of all) {
        const holding = numbers.filter(
          (file) =>
            file.name.startsWith(`834_${item.carrier_id}_`) &&
            file.text.includes(`~REF*0F*${item.policy_id}~`),
        );
        expect(holding, `${item.policy_id} for carrier ${item.carrier_id}`).toHaveLength(1);
      }
    },
  );
});
