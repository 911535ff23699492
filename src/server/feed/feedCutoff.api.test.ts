import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { carrierFolders } from '../adapters/carrierFolders';
import { fromJsonText, toJsonText } from '../db/json';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

/**
 * Issue 38: 522 enrollments waiting at a daily carrier's cutoff all go that day, in as many files as the
 * store's own cap per file (500, feedFiling.ts) needs. Three families are submitted through the API; the
 * other 519 are copies of them in the tables the filing reads (enrollments, their steps, their cart and
 * their feed items), each with an id and policy id of its own, the sealed steps copied as they are: the
 * filing reads a copy exactly as it reads the one it was made from. (Submitting 522 through the API
 * takes minutes; copying, a second.)
 */

const HARBORLINE = 1;
const KEYSTONE = 2;
const WAITING = 522;
const SUBMITTED = 3;

let t: TestApp;
let context: FeedContext;
let clock = 0;
const round = () => runFeedRound(context, () => {}, new Set());

beforeAll(async () => {
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  // The store's own context: its daily time (FEED_DAILY_AT) and its cap per file, none set here.
  context = feedContextOf(t.deps);
});
afterAll(() => t.close());

/** Today's cutoff: the day's FEED_DAILY_AT in UTC. */
function cutoffOn(day: string): number {
  return Date.parse(`${day}T${context.dailyAt}:00Z`);
}

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

/** Copies of a submitted enrollment, its steps, cart and feed items, each under a new id and policy id. */
async function copiesOf(sourceId: string, copies: number): Promise<void> {
  const { db } = t.deps;
  const enrollment = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const tabs = await db
    .selectFrom('enrollment_tabs')
    .selectAll()
    .where('enrollment_id', '=', sourceId)
    .execute();
  const lines = await db.selectFrom('cart_lines').selectAll().where('enrollment_id', '=', sourceId).execute();
  const items = await db
    .selectFrom('carrier_feed_items')
    .selectAll()
    .where('enrollment_id', '=', sourceId)
    .execute();
  const usedPolicies = new Set(
    (await db.selectFrom('enrollments').select('policy_id').execute()).map((row) => row.policy_id),
  );
  for (let start = 0; start < copies; start += 50) {
    const ids = Array.from({ length: Math.min(50, copies - start) }, () => randomUUID());
    const policyIds = ids.map(() => {
      // The store's own shape of a policy id (BS and ten digits), never one already given.
      for (;;) {
        const id = `BS${String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000))}`;
        if (!usedPolicies.has(id)) {
          usedPolicies.add(id);
          return id;
        }
      }
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('enrollments')
        .values(ids.map((id, index) => ({ ...enrollment, id, policy_id: policyIds[index] as string })))
        .execute();
      await trx
        .insertInto('enrollment_tabs')
        .values(ids.flatMap((id) => tabs.map((tab) => ({ ...tab, enrollment_id: id }))))
        .execute();
      await trx
        .insertInto('cart_lines')
        .values(ids.flatMap((id) => lines.map((line) => ({ ...line, enrollment_id: id }))))
        .execute();
      await trx
        .insertInto('carrier_feed_items')
        .values(ids.flatMap((id) => items.map((item) => ({ ...item, id: randomUUID(), enrollment_id: id }))))
        .execute();
    });
  }
}

const filesOf = (carrierId: number) =>
  t.deps.db
    .selectFrom('carrier_feed_files')
    .selectAll()
    .where('carrier_id', '=', carrierId)
    .orderBy('interchange_number')
    .execute();

const itemsOf = (carrierId: number) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .innerJoin('enrollments', 'enrollments.id', 'carrier_feed_items.enrollment_id')
    .select(['carrier_feed_items.file_id', 'carrier_feed_items.status', 'enrollments.policy_id'])
    .where('carrier_feed_items.carrier_id', '=', carrierId)
    .execute();

describe(`a daily carrier's cutoff with more waiting than one file holds (${TEST_DIALECT})`, () => {
  it('sends all 522 enrollments waiting at the cutoff that day, in as many files as the cap of 500 needs', {
    timeout: 120_000,
  }, async () => {
    await makeDaily(HARBORLINE);
    await makeDaily(KEYSTONE);
    const cutoff = cutoffOn('2026-11-23');
    clock = cutoff - 6 * 3600_000;
    const families = [];
    for (let family = 0; family < SUBMITTED; family += 1) families.push(await submitFamily(t));
    for (const [index, family] of families.entries()) {
      const share =
        Math.floor((WAITING - SUBMITTED) / SUBMITTED) + (index < (WAITING - SUBMITTED) % SUBMITTED ? 1 : 0);
      await copiesOf(family.id, share);
    }
    await round();
    // Before the cutoff nothing goes.
    for (const carrierId of [HARBORLINE, KEYSTONE]) {
      expect(await filesOf(carrierId)).toEqual([]);
      const items = await itemsOf(carrierId);
      expect(items).toHaveLength(WAITING);
      expect(items.every((item) => item.file_id === null && item.status === 'pending')).toBe(true);
    }

    // The cutoff passes: one round files and sends everyone, 500 in the first file, 22 in the second.
    clock = cutoff + 30_000;
    await round();
    for (const carrierId of [HARBORLINE, KEYSTONE]) {
      const files = await filesOf(carrierId);
      const items = await itemsOf(carrierId);
      expect(items.every((item) => item.status === 'sent')).toBe(true);
      expect(files.map((file) => items.filter((item) => item.file_id === file.id).length)).toEqual([500, 22]);
      expect(files.every((file) => file.sent_at?.startsWith('2026-11-23') === true)).toBe(true);
      // Each enrollment in exactly one of the files delivered, by its policy id (REF*0F, on each member).
      const folder = carrierFolders(t.deps.config.dataDir, carrierId).outbound;
      const filesByPolicy = new Map<string, Set<string>>();
      for (const file of files) {
        const text = fs.readFileSync(path.join(folder, file.file_name), 'latin1');
        for (const [, policy] of text.matchAll(/~REF\*0F\*([^~*]+)~/g))
          filesByPolicy.set(
            policy as string,
            new Set([...(filesByPolicy.get(policy as string) ?? []), file.id]),
          );
      }
      expect([...filesByPolicy.keys()].sort()).toEqual(items.map((item) => item.policy_id).sort());
      expect([...filesByPolicy.values()].every((inFiles) => inFiles.size === 1)).toBe(true);
    }

    // The next day's cutoff finds no one left.
    clock = cutoffOn('2026-11-24') + 30_000;
    await round();
    for (const carrierId of [HARBORLINE, KEYSTONE]) expect(await filesOf(carrierId)).toHaveLength(2);
  });
});
