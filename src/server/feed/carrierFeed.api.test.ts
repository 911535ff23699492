import fs from 'node:fs';
import path from 'node:path';
import type { X12Interchange, X12Segment, X12Transaction } from 'node-x12';
import nodeX12 from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ack999 } from '../../../testing/carrierAcknowledgements';
import { DENTAL_PLAN_ID, submittedByAccount } from '../../../testing/journey';
import { submitFamily, TERM_LIFE_PLAN_ID } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getAgencyEnrollment, getAgencyEnrollment834 } from '../../contract/agencyCalls';
import { signIn } from '../../contract/authCalls';
import { getBookOfBusiness } from '../../contract/bookOfBusinessCalls';
import { fullPath } from '../../contract/callPath';
import type { DataOf } from '../../contract/endpoint';
import { carrierFolders } from '../adapters/carrierFolders';
import { createApiKey } from '../agency/apiKeys';
import { openStore } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

const { X12Parser } = nodeX12;
const HARBORLINE = 1;
const KEYSTONE = 2;

let t: TestApp;
let context: FeedContext;
let agencyKey: string;
let repKey: string;
const warnings: object[] = [];
const warned = new Set<string>();
const round = () => runFeedRound(context, (_message, details) => warnings.push(details), warned);

beforeAll(async () => {
  // A clock that moves a second at each look: submissions and files are in order.
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const tick = () => {
    clock += 1000;
    return new Date(clock);
  };
  t = await startTestApp({ now: tick });
  context = feedContextOf(t.deps);
  agencyKey = (await createApiKey(t.deps.db, { kind: 'agency' }, new Date())).key;
  repKey = (await createApiKey(t.deps.db, { kind: 'rep', agentId: 1 }, new Date())).key;
});
afterAll(() => t.close());

const values = (segment: X12Segment) => segment.elements.map((element) => element.value);
const tags = (transaction: X12Transaction, tag: string) =>
  transaction.segments.filter((segment) => segment.tag === tag).map(values);

/** The files in a carrier's outbound folder, parsed, by name. */
function sentFiles(carrierId: number): Map<string, { text: string; interchange: X12Interchange }> {
  const folder = carrierFolders(t.deps.config.dataDir, carrierId).outbound;
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.x12')) : [];
  return new Map(
    names.map((name) => {
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      return [name, { text, interchange: new X12Parser(true).parse(text) as X12Interchange }];
    }),
  );
}

function agencyGet(key: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
}

const transactionsUrl = (policyId: string, query = '') =>
  `${fullPath(getAgencyEnrollment834).replace(':policy_id', policyId)}${query}`;

async function agencyView(policyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getAgencyEnrollment).replace(':policy_id', policyId),
    headers: { authorization: `Bearer ${agencyKey}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof getAgencyEnrollment>;
}

const itemsOf = (enrollmentId: string) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('carrier_id')
    .execute();

describe(`the carrier feed (${TEST_DIALECT})`, () => {
  let family: { id: string; policyId: string };
  let second: { id: string; policyId: string };

  it("makes every carrier's inbound folder at the first round, private to the store, before anything is sent", async () => {
    const inbound = (carrierId: number) => carrierFolders(t.deps.config.dataDir, carrierId).inbound;
    const carriers = await t.deps.db
      .selectFrom('carriers')
      .select('id')
      .where('edi', 'is not', null)
      .execute();
    expect(carriers.length).toBeGreaterThan(0);
    for (const { id } of carriers) expect(fs.existsSync(inbound(id))).toBe(false);
    await round();
    for (const { id } of carriers) {
      const stats = fs.statSync(inbound(id));
      expect({ id, folder: stats.isDirectory(), mode: (stats.mode & 0o777).toString(8) }).toEqual({
        id,
        folder: true,
        mode: '700',
      });
    }
  });

  it('queues a submission for each of its carriers with it, and files nothing twice', async () => {
    family = await submitFamily(t);
    expect((await itemsOf(family.id)).map((item) => [item.carrier_id, item.status, item.file_id])).toEqual([
      [HARBORLINE, 'pending', null],
      [KEYSTONE, 'pending', null],
    ]);
    expect((await agencyView(family.policyId)).status).toBe('submitted');

    await round();
    await round();
    const harborline = sentFiles(HARBORLINE);
    const keystone = sentFiles(KEYSTONE);
    expect(harborline.size).toBe(1);
    expect(keystone.size).toBe(1);
    const stored = await t.deps.db.selectFrom('carrier_feed_files').selectAll().execute();
    expect(stored).toHaveLength(2);
    // The text is sealed at rest: no SSN in the database row.
    for (const file of stored) expect(file.content).not.toContain('123456789');

    for (const [carrierId, files, line, plan] of [
      [HARBORLINE, harborline, 'DEN', `HBL-${DENTAL_PLAN_ID}-BASIC`],
      [KEYSTONE, keystone, 'HLT', `KBL-${TERM_LIFE_PLAN_ID}-25K`],
    ] as const) {
      const [name, { text, interchange }] = [...files][0] ?? ['', { text: '', interchange: undefined }];
      if (!interchange) throw new Error(`carrier ${carrierId} got no file`);
      const row = stored.find((file) => file.carrier_id === carrierId);
      expect(name).toBe(row?.file_name);
      expect(Number(interchange.header.valueOf(13))).toBe(row?.interchange_number);
      expect(interchange.header.valueOf(15)).toBe('T');
      const transactions = interchange.functionalGroups[0]?.transactions ?? [];
      expect(transactions).toHaveLength(1);
      const [transaction] = transactions;
      if (!transaction) throw new Error('no transaction');
      // SE01 counts the segments from ST to SE.
      const segments = text.split('~').filter(Boolean);
      const st = segments.findIndex((segment) => segment.startsWith('ST*'));
      const se = segments.findIndex((segment) => segment.startsWith('SE*'));
      expect(Number(transaction.trailer.valueOf(1))).toBe(se - st + 1);
      expect(tags(transaction, 'INS').map((ins) => ins.slice(0, 2))).toEqual([
        ['Y', '18'],
        ['N', '01'],
        ['N', '19'],
      ]);
      expect(tags(transaction, 'HD')).toEqual(
        Array.from({ length: 3 }, () => ['021', '', line, plan, 'FAM']),
      );
      expect(tags(transaction, 'REF').filter(([qualifier]) => qualifier === '0F')[0]).toEqual([
        '0F',
        family.policyId,
      ]);
    }

    expect((await itemsOf(family.id)).map((item) => [item.status, item.transaction_number])).toEqual([
      ['sent', '0001'],
      ['sent', '0001'],
    ]);
    const view = await agencyView(family.policyId);
    expect(view.status).toBe('sent');
    expect(view.status_history.map((event) => event.status)).toEqual(['submitted', 'sent']);
    expect(warnings).toEqual([]);
  });

  it("gives the agency an enrollment's transactions, SSNs masked unless the agency's key asks (audited)", async () => {
    const masked = await agencyGet(agencyKey, transactionsUrl(family.policyId));
    expect(masked.statusCode, masked.body).toBe(200);
    const { transactions } = masked.json().data as DataOf<typeof getAgencyEnrollment834>;
    expect(transactions.map((tx) => [tx.carrier_id, tx.status, tx.transaction_number])).toEqual([
      [HARBORLINE, 'sent', '0001'],
      [KEYSTONE, 'sent', '0001'],
    ]);
    const files = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select(['file_name'])
      .orderBy('carrier_id')
      .execute();
    expect(transactions.map((tx) => tx.file_name)).toEqual(files.map((file) => file.file_name));
    const lines = transactions[0]?.segments?.split('\n') ?? [];
    expect(lines[0]).toMatch(/^ST\*834\*0001\*/);
    expect(lines.at(-1)).toBe(`SE*${lines.length}*0001`);
    expect(lines).toContain('NM1*IL*1*LOPEZ*MARIA****34*•••••6789');
    expect(masked.body).not.toContain('123456789');

    const unmasked = await agencyGet(agencyKey, transactionsUrl(family.policyId, '?unmasked=true'));
    expect(unmasked.statusCode).toBe(200);
    expect(unmasked.body).toContain('NM1*IL*1*LOPEZ*MARIA****34*123456789');
    const audited = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('enrollment_id', '=', family.id)
      .where('action', '=', 'agency-api-unmasked-read')
      .execute();
    expect(audited).toHaveLength(1);

    // A rep's key reads only that rep's enrollments: this shopper's is unknown to it.
    expect((await agencyGet(repKey, transactionsUrl(family.policyId))).statusCode).toBe(404);
  });

  it("gathers two submissions into one carrier's file; its 999 accepts one and rejects the other with the reason", async () => {
    const first = await submitFamily(t);
    second = await submitFamily(t);
    // And a rep's: Jordan Ellis (rep 1) enrolls a shopper in Harborline's dental.
    const jordan = t.browser();
    await jordan.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    const jordans = await submittedByAccount(jordan, { eprocess: 'rep', agent_id: 1, platform_group_id: 1 });
    await round();
    const harborline = sentFiles(HARBORLINE);
    expect(harborline.size).toBe(2);
    const items = [
      ...(await itemsOf(first.id)),
      ...(await itemsOf(second.id)),
      ...(await itemsOf(jordans.id)),
    ].filter((item) => item.carrier_id === HARBORLINE);
    expect(new Set(items.map((item) => item.file_id)).size).toBe(1);
    expect(items.map((item) => item.transaction_number)).toEqual(['0001', '0002', '0003']);
    const file = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select('interchange_number')
      .where('id', '=', items[0]?.file_id ?? '')
      .executeTakeFirstOrThrow();
    const ack = ack999(
      { control: 777 },
      {
        group: file.interchange_number,
        loops: [
          'AK2*834*0001*005010X220A1',
          'IK5*A',
          'AK2*834*0002*005010X220A1',
          'IK3*DMG*12*2100A*8',
          'IK4*2*1251*8*20150631',
          'IK5*R*5',
          'AK2*834*0003*005010X220A1',
          'IK5*R*5',
        ],
        ak9: 'AK9*P*3*3*1',
      },
    );
    const inbound = carrierFolders(t.deps.config.dataDir, HARBORLINE).inbound;
    fs.mkdirSync(inbound, { recursive: true });
    fs.writeFileSync(path.join(inbound, '999_777.x12'), ack);
    // And a file that is no acknowledgement: set aside in unmatched/ for a person, reported once.
    fs.writeFileSync(path.join(inbound, 'notes.txt'), 'hello');
    await round();
    await round();
    expect(fs.readdirSync(inbound).sort()).toEqual(['done', 'unmatched']);
    expect(fs.readdirSync(path.join(inbound, 'unmatched'))).toEqual(['notes.txt']);
    expect(warnings).toEqual([expect.objectContaining({ carrierId: HARBORLINE, name: 'notes.txt' })]);

    const firstItems = await itemsOf(first.id);
    const secondItems = await itemsOf(second.id);
    expect(firstItems.map((item) => item.status)).toEqual(['accepted', 'sent']);
    expect(secondItems.map((item) => item.status)).toEqual(['rejected', 'sent']);
    // Keystone has not answered: the first is still 'sent' as a whole; one rejection rejects the second.
    expect((await agencyView(first.policyId)).status).toBe('sent');
    const rejected = await agencyView(second.policyId);
    expect(rejected.status).toBe('rejected');
    const last = rejected.status_history.at(-1);
    expect(last?.status).toBe('rejected');
    // The rep sees it in the book of business, rejected, with the carrier's words.
    const book = await jordan.ok(getBookOfBusiness, { query: { search: jordans.policyId } });
    expect(book.result).toEqual([
      expect.objectContaining({
        policy_id: jordans.policyId,
        status: 'rejected',
        status_detail: expect.stringMatching(/^Harborline[^:]*: .+/),
      }),
    ]);
    expect((await agencyView(jordans.policyId)).status).toBe('rejected');
    expect(last?.detail).toMatch(
      /^Harborline[^:]*: .*DMG segment 12 \(loop 2100A\).*element 2: .*\(8\) "••••0631"/,
    );
  });

  it('files and sends each enrollment once when two app nodes run their rounds at the same time', async () => {
    if (TEST_DIALECT === 'sqlite') return; // One node per SQLite file: the store runs one node there.
    const other = openStore({ ...t.store, onIdleConnectionError: () => {} });
    try {
      const otherContext = feedContextOf({ ...t.deps, db: other.db });
      const before = sentFiles(HARBORLINE).size + sentFiles(KEYSTONE).size;
      const families = [await submitFamily(t), await submitFamily(t), await submitFamily(t)];
      for (let n = 0; n < 3; n += 1)
        await Promise.all([round(), runFeedRound(otherContext, () => undefined)]);
      const after = sentFiles(HARBORLINE).size + sentFiles(KEYSTONE).size;
      const files = await t.deps.db.selectFrom('carrier_feed_files').selectAll().execute();
      expect(after - before).toBe(files.length - before);
      expect(files.every((file) => file.sent_at !== null)).toBe(true);
      const numbers = files.map((file) => file.interchange_number);
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const family of families) {
        const items = await itemsOf(family.id);
        expect(items.map((item) => item.status)).toEqual(['sent', 'sent']);
      }
      // Each enrollment is in exactly one transaction of one file per carrier.
      const transactions = [...sentFiles(HARBORLINE).values(), ...sentFiles(KEYSTONE).values()].flatMap(
        ({ interchange }) => interchange.functionalGroups.flatMap((g) => g.transactions),
      );
      const policies = transactions.map((tx) => tags(tx, 'REF').find(([q]) => q === '0F')?.[1]);
      for (const family of families) expect(policies.filter((p) => p === family.policyId)).toHaveLength(2);
    } finally {
      await other.db.destroy();
    }
  });
});
