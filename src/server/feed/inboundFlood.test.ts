import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { submittedEnrollment } from '../../../testing/journey';
import { alive, killGroup, type RunningProcess } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { RealBrowser } from '../../../testing/realBrowser';
import { freePort, startServer } from '../../../testing/serverProcess';

/**
 * Issue 38: one 180 MB file in a carrier's inbound folder once stopped the store answering for minutes
 * and killed it out of memory on every restart. Here the real server, its feed running every half
 * second, finds such a file in one carrier's folder and another carrier's 999 in the same round: it
 * keeps answering `/healthz` within 2 s, sets the big file aside unread, and reads the 999.
 */

const running: RunningProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const FLOOD_BYTES = 180 * 1024 * 1024;
const HEALTH_WITHIN_MS = 2_000;

/** The carrier file holding this policy's transaction, as the feed wrote it: DATA_DIR/outbound/<carrier>/834_….x12. */
function filedFor(dataDir: string, policyId: string): { carrierId: number; text: string } | null {
  const outbound = path.join(dataDir, 'outbound');
  if (!fs.existsSync(outbound)) return null;
  for (const carrier of fs.readdirSync(outbound)) {
    for (const name of fs.readdirSync(path.join(outbound, carrier))) {
      if (!name.endsWith('.x12')) continue;
      const text = fs.readFileSync(path.join(outbound, carrier, name), 'latin1');
      if (text.includes(`REF*0F*${policyId}~`)) return { carrierId: Number(carrier), text };
    }
  }
  return null;
}

/**
 * The carrier's 999 accepting the policy's transaction set, written as an operator adapts
 * docs/operations.md's sample: the 834's envelope turned round (the carrier sends, the agency receives),
 * AK1 naming the 834's group (GS06), AK2 its set (ST02).
 */
function acceptance999(text834: string, policyId: string): string {
  const segments = text834.split('~').map((segment) => segment.split('*'));
  const isa = segments[0] as string[];
  const gs = segments.find(([id]) => id === 'GS') as string[];
  const sets = segments.filter(([id]) => id === 'ST').length;
  const at = segments.findIndex(
    ([id, qualifier, value]) => id === 'REF' && qualifier === '0F' && value === policyId,
  );
  const st = segments.slice(0, at).findLast(([id]) => id === 'ST') as string[];
  const control = '000000901';
  const envelope = [
    [
      'ISA',
      isa[1],
      isa[2],
      isa[3],
      isa[4],
      isa[7],
      isa[8],
      isa[5],
      isa[6],
      isa[9],
      isa[10],
      isa[11],
      isa[12],
      control,
      '0',
      isa[15],
      isa[16],
    ],
    ['GS', 'FA', gs[3], gs[2], gs[4], gs[5], '901', 'X', '005010X231A1'],
  ];
  const body = [
    ['ST', '999', '0001', '005010X231A1'],
    ['AK1', 'BE', gs[6], '005010X220A1'],
    ['AK2', '834', st[2], '005010X220A1'],
    ['IK5', 'A'],
    ['AK9', 'A', String(sets), String(sets), String(sets)],
  ];
  const trailer = [
    ['SE', String(body.length + 1), '0001'],
    ['GE', '1', '901'],
    ['IEA', '1', control],
  ];
  return `${[...envelope, ...body, ...trailer].map((segment) => segment.join('*')).join('~')}~`;
}

/** The carrier's answer for the policy's transaction, read from the server's SQLite file as a second reader. */
function itemStatus(dataDir: string, policyId: string, carrierId: number): string | undefined {
  const db = new Database(path.join(dataDir, 'store.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        'SELECT i.status FROM carrier_feed_items i JOIN enrollments e ON e.id = i.enrollment_id WHERE e.policy_id = ? AND i.carrier_id = ?',
      )
      .get(policyId, carrierId) as { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

it('keeps answering within 2 s while a 180 MB file sits in one carrier’s inbound folder, sets it aside unread, and reads another carrier’s 999 in the same round', {
  timeout: timeoutForStarts(1, 120_000),
}, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-inbound-flood-'));
  folders.push(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, { DATA_DIR: dataDir, PUBLIC_URL: base, FEED_EVERY_MS: '500' });
  running.push(server);

  const { policyId } = await submittedEnrollment(new RealBrowser(base));
  await expect
    .poll(() => filedFor(dataDir, policyId) !== null, { timeout: 60_000, interval: 250 })
    .toBe(true);
  const filed = filedFor(dataDir, policyId);
  if (!filed) throw new Error('the enrollment was not filed');
  await expect.poll(() => itemStatus(dataDir, policyId, filed.carrierId), { timeout: 30_000 }).toBe('sent');

  // Health asked every half second from before the files arrive until the answer is read and after.
  const slow: string[] = [];
  let polls = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      try {
        const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(HEALTH_WITHIN_MS) });
        if (answer.status !== 200) slow.push(`status ${answer.status}`);
      } catch (error) {
        slow.push(`no answer within ${HEALTH_WITHIN_MS} ms (${(error as Error).name})`);
      }
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 500 - (performance.now() - started))));
    }
  })();

  const floodCarrier = filed.carrierId === 1 ? 2 : 1;
  const floodFolder = path.join(dataDir, 'inbound', String(floodCarrier));
  fs.mkdirSync(floodFolder, { recursive: true });
  // A well-formed start (the carrier's envelope, a 999's group) and then acknowledgement segments to
  // 180 MB, written whole: what a reader that trusts the file would split into millions of objects.
  const start = acceptance999(filed.text, policyId).split('AK2*')[0] as string;
  const chunk = Buffer.from('AK2*834*0001*005010X220A1~IK5*A~'.repeat(128 * 1024), 'latin1');
  const flood = fs.openSync(path.join(floodFolder, '999_flood.x12'), 'w');
  fs.writeSync(flood, start);
  for (let written = 0; written < FLOOD_BYTES; written += chunk.length) fs.writeSync(flood, chunk);
  fs.closeSync(flood);
  const answerFolder = path.join(dataDir, 'inbound', String(filed.carrierId));
  fs.mkdirSync(answerFolder, { recursive: true });
  fs.writeFileSync(path.join(answerFolder, '999_901.x12'), acceptance999(filed.text, policyId));

  try {
    await expect
      .poll(() => itemStatus(dataDir, policyId, filed.carrierId), { timeout: 60_000, interval: 250 })
      .toBe('accepted');
    await expect
      .poll(() => fs.existsSync(path.join(floodFolder, 'unmatched', '999_flood.x12')), { timeout: 30_000 })
      .toBe(true);
    // A few more rounds with the file set aside: nothing reads it again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    polling = false;
    await poller;
  }
  expect(slow).toEqual([]);
  expect(polls).toBeGreaterThan(4);
  expect(fs.existsSync(path.join(floodFolder, '999_flood.x12'))).toBe(false);
  expect(alive(server.pid as number)).toBe(true);
});
