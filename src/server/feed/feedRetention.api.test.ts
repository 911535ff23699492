import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta1 } from '../../../testing/carrierAcknowledgements';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { carrierFolders } from '../adapters/carrierFolders';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

const HARBORLINE = 1;
const KEYSTONE = 2;
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let context: FeedContext;
// A clock that moves a second at each look, and days at a time where a test moves it.
let clock = Date.parse('2026-11-23T12:00:00Z');
const later = (days: number) => {
  clock += days * DAY_MS;
};
const round = () => runFeedRound(context, () => {}, new Set());

beforeAll(async () => {
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = { ...feedContextOf(t.deps), outboundRetentionDays: 30 };
});
afterAll(() => t.close());

const outbound = (carrierId: number) => {
  const folder = carrierFolders(t.deps.config.carrierFilesDir, carrierId).outbound;
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

const fileOf = (carrierId: number) =>
  t.deps.db
    .selectFrom('carrier_feed_files')
    .selectAll()
    .where('carrier_id', '=', carrierId)
    .executeTakeFirstOrThrow();

describe(`outbound retention (${TEST_DIALECT})`, () => {
  it('removes a plain 834 from the outbound folder once its carrier answered and the retention passed, keeps its sealed copy, and keeps what no one answered', async () => {
    await submitFamily(t);
    await round();
    const harborline = await fileOf(HARBORLINE);
    const keystone = await fileOf(KEYSTONE);
    expect(outbound(HARBORLINE)).toEqual([harborline.file_name]);
    expect(outbound(KEYSTONE)).toEqual([keystone.file_name]);

    const inbound = carrierFolders(t.deps.config.carrierFilesDir, HARBORLINE).inbound;
    fs.mkdirSync(inbound, { recursive: true });
    // Harborline's TA1 accepting the interchange (note 000): the file is acknowledged.
    fs.writeFileSync(
      path.join(inbound, 'ta1_777.x12'),
      ta1({ control: 777 }, harborline.interchange_number, 'A', '000'),
    );
    await round();
    expect((await fileOf(HARBORLINE)).acknowledged_at).not.toBeNull();

    later(29);
    await round();
    expect(outbound(HARBORLINE)).toEqual([harborline.file_name]);
    expect((await fileOf(HARBORLINE)).outbound_removed_at).toBeNull();

    later(2);
    await round();
    expect(outbound(HARBORLINE)).toEqual([]);
    const removed = await fileOf(HARBORLINE);
    expect(removed.outbound_removed_at).not.toBeNull();
    // The sealed copy stays, as every sealed value, with the database's backups.
    expect(removed.content).not.toContain('NM1*');
    expect(t.deps.secretBox.open(removed.content)).toContain(`ISA*`);
    // Keystone never answered: its file stays where it may still take it, however old.
    expect(outbound(KEYSTONE)).toEqual([keystone.file_name]);
    expect((await fileOf(KEYSTONE)).outbound_removed_at).toBeNull();

    // A file the carrier (or a person) already took away is no error: the next rounds go on.
    await round();
    expect(outbound(HARBORLINE)).toEqual([]);
  });
});
