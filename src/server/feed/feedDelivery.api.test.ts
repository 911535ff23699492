import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { carrierFolders } from '../adapters/carrierFolders';
import { fromJsonText, toJsonText } from '../db/json';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

const HARBORLINE = 1;
const KEYSTONE = 2;

let t: TestApp;
let context: FeedContext;
// A clock that moves a second at each look, and jumps where a test puts it.
let clock = Date.parse('2026-11-22T12:00:00Z');
const at = (iso: string) => {
  clock = Date.parse(iso);
};
const round = () => runFeedRound(context, () => {}, new Set());

beforeAll(async () => {
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = { ...feedContextOf(t.deps), dailyAt: '18:00', enrollmentsPerFile: 2 };
});
afterAll(() => t.close());

/** The 834 files in a carrier's outbound folder, by name. */
function outbound(carrierId: number): string[] {
  const folder = carrierFolders(t.deps.config.dataDir, carrierId).outbound;
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

const filesOf = (carrierId: number) =>
  t.deps.db
    .selectFrom('carrier_feed_files')
    .selectAll()
    .where('carrier_id', '=', carrierId)
    .orderBy('interchange_number')
    .execute();

const waiting = async (carrierId: number) =>
  (
    await t.deps.db
      .selectFrom('carrier_feed_items')
      .select('id')
      .where('carrier_id', '=', carrierId)
      .where('file_id', 'is', null)
      .execute()
  ).length;

async function makeDaily(carrierId: number): Promise<void> {
  const row = await t.deps.db
    .selectFrom('carriers')
    .select('edi')
    .where('id', '=', carrierId)
    .executeTakeFirstOrThrow();
  const edi = fromJsonText<Record<string, unknown>>(row.edi ?? '{}');
  await t.deps.db
    .updateTable('carriers')
    .set({ edi: toJsonText({ ...edi, schedule: 'daily' }) })
    .where('id', '=', carrierId)
    .execute();
}

describe(`delivering each 834 once (${TEST_DIALECT})`, () => {
  it('never delivers again a file the carrier took after the rename, when the node was killed before its mark', async () => {
    await submitFamily(t);
    await round();
    const [file] = await filesOf(HARBORLINE);
    if (!file) throw new Error('no file for Harborline');
    expect(file.sent_at).not.toBeNull();
    expect(file.delivering_at).not.toBeNull();
    expect(outbound(HARBORLINE)).toEqual([file.file_name]);

    // The state a kill between the rename and the mark leaves: recorded as being delivered, not sent.
    await t.deps.db
      .updateTable('carrier_feed_files')
      .set({ sent_at: null, lease_until: null, next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', file.id)
      .execute();
    // Meanwhile the carrier took the file away.
    fs.rmSync(path.join(carrierFolders(t.deps.config.dataDir, HARBORLINE).outbound, file.file_name));
    await round();
    expect(outbound(HARBORLINE)).toEqual([]);
    const [after] = await filesOf(HARBORLINE);
    expect(after?.sent_at).not.toBeNull();
    expect(after?.attempts).toBe(0);
  });
});

describe(`daily files (${TEST_DIALECT})`, () => {
  it('sends a first file only at the cutoff, with everyone waiting in as many files as it takes', async () => {
    await makeDaily(HARBORLINE);
    await makeDaily(KEYSTONE);
    const before = (await filesOf(HARBORLINE)).length;
    at('2026-11-23T12:00:00Z');
    for (let family = 0; family < 5; family += 1) await submitFamily(t);
    await round();
    // Before the day's cutoff nothing goes, though the carrier has had no daily file yet.
    expect(await filesOf(HARBORLINE)).toHaveLength(before);
    expect(await waiting(HARBORLINE)).toBe(5);

    at('2026-11-23T18:00:30Z');
    await round();
    // Five waiting, two a file: three files in the one round, nobody left for the next day.
    for (const carrierId of [HARBORLINE, KEYSTONE]) {
      const files = await filesOf(carrierId);
      expect(files.slice(-3).every((file) => file.sent_at !== null)).toBe(true);
      expect(await waiting(carrierId)).toBe(0);
    }
    expect(await filesOf(HARBORLINE)).toHaveLength(before + 3);
  });

  it('keeps the first enrollment after a cutoff with nothing to send for the next cutoff', async () => {
    const before = (await filesOf(HARBORLINE)).length;
    // The cutoff of 2026-11-24 18:00 had nothing waiting.
    at('2026-11-25T09:00:00Z');
    await submitFamily(t);
    await round();
    expect(await filesOf(HARBORLINE)).toHaveLength(before);
    expect(await waiting(HARBORLINE)).toBe(1);
    at('2026-11-25T18:00:05Z');
    await round();
    expect(await filesOf(HARBORLINE)).toHaveLength(before + 1);
    expect(await waiting(HARBORLINE)).toBe(0);
  });
});
