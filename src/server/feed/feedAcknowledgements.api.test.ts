import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ack999 as carrierAck999, ta1 as carrierTa1 } from '../../../testing/carrierAcknowledgements';
import { submittedByAccount } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getAgencyEnrollment } from '../../contract/agencyCalls';
import { signIn } from '../../contract/authCalls';
import { getBookOfBusiness, getBookOfBusinessCsv } from '../../contract/bookOfBusinessCalls';
import { fullPath } from '../../contract/callPath';
import type { DataOf } from '../../contract/endpoint';
import { carrierFolders } from '../adapters/carrierFolders';
import { createApiKey } from '../agency/apiKeys';
import { openStore } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

/** The demo's carriers: Harborline Mutual sells the dental plan a rep's enrollment buys; Keystone does not. */
const HARBORLINE = 1;
const KEYSTONE = 2;
const HARBORLINE_ID = 'HARBORLINE834';
const JORDAN = { eprocess: 'rep', agent_id: 1, platform_group_id: 1 };
/** The SSN the fixtures give every applicant, as a carrier's IK404 may quote it back. */
const SSN = '123456789';

let t: TestApp;
let context: FeedContext;
let jordan: TestBrowser;
let agencyKey: string;
const warnings: { message: string; details: object }[] = [];
const round = () => runFeedRound(context, (message, details) => warnings.push({ message, details }));
let ackNumber = 800;

beforeAll(async () => {
  let clock = Date.parse('2026-11-23T12:00:00Z');
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = feedContextOf(t.deps);
  agencyKey = (await createApiKey(t.deps.db, { kind: 'agency' }, new Date())).key;
  jordan = t.browser();
  await jordan.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
});
afterAll(() => t.close());

/** `count` dental enrollments by Jordan (rep 1), filed together in one Harborline file, in order. */
async function filedTogether(count: number) {
  const enrollments: { id: string; policyId: string }[] = [];
  for (let n = 0; n < count; n += 1) enrollments.push(await submittedByAccount(jordan, JORDAN));
  await round();
  const items = await t.deps.db
    .selectFrom('carrier_feed_items')
    .innerJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select([
      'carrier_feed_items.enrollment_id',
      'carrier_feed_items.transaction_number',
      'carrier_feed_files.interchange_number',
    ])
    .where(
      'carrier_feed_items.enrollment_id',
      'in',
      enrollments.map((e) => e.id),
    )
    .execute();
  const numbers = new Set(items.map((item) => item.interchange_number));
  expect(numbers.size).toBe(1);
  return {
    enrollments,
    interchange: [...numbers][0] as number,
    sets: enrollments.map((e) => items.find((item) => item.enrollment_id === e.id)?.transaction_number),
  };
}

/** The next acknowledgement's envelope: numbered anew, from `sender` (Harborline unless given). */
const envelope = (sender = HARBORLINE_ID) => {
  ackNumber += 1;
  return { control: ackNumber, sender };
};

/** A 999 answering group `group` with the AK2 loops and AK9 given, its segment count computed. */
const ack999 = (group: number, loops: string[], ak9: string, sender = HARBORLINE_ID, ak101 = 'BE') =>
  carrierAck999(envelope(sender), { group, loops, ak9, ak101 });

const ta1 = (group: number, code: 'A' | 'E' | 'R', note: string) => carrierTa1(envelope(), group, code, note);

function drop(carrierId: number, name: string, text: string): string {
  const inbound = carrierFolders(t.deps.config.dataDir, carrierId).inbound;
  fs.mkdirSync(inbound, { recursive: true });
  fs.writeFileSync(path.join(inbound, name), text);
  return inbound;
}

const listed = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

async function agencyView(policyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getAgencyEnrollment).replace(':policy_id', policyId),
    headers: { authorization: `Bearer ${agencyKey}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof getAgencyEnrollment>;
}

const itemOf = (enrollmentId: string) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .select(['status', 'detail'])
    .where('enrollment_id', '=', enrollmentId)
    .where('carrier_id', '=', HARBORLINE)
    .executeTakeFirstOrThrow();

const fileOf = (interchangeNumber: number) =>
  t.deps.db
    .selectFrom('carrier_feed_files')
    .select(['acknowledged_at'])
    .where('interchange_number', '=', interchangeNumber)
    .executeTakeFirstOrThrow();

describe(`acknowledgements read as the guide means them (${TEST_DIALECT})`, () => {
  it('accepts the sets an AK9*P group does not list, masks an echoed SSN everywhere, and never moves a rejection back', async () => {
    const { enrollments, interchange: group, sets } = await filedTogether(3);
    const [first, second, third] = enrollments as [
      (typeof enrollments)[0],
      (typeof enrollments)[0],
      (typeof enrollments)[0],
    ];
    // The carrier lists only the rejected set, quoting back the SSN it found in NM109 (element 67).
    const inbound = drop(
      HARBORLINE,
      '999_partial.x12',
      ack999(
        group,
        [`AK2*834*${sets[1]}*005010X220A1`, 'IK3*NM1*9*2100A*8', `IK4*9*67*7*${SSN}`, 'IK5*R*5'],
        'AK9*P*3*3*2',
      ),
    );
    await round();
    expect(listed(inbound)).toEqual(['done']);
    expect(listed(path.join(inbound, 'done'))).toEqual(['999_partial.x12']);
    expect((await itemOf(first.id)).status).toBe('accepted');
    expect((await itemOf(third.id)).status).toBe('accepted');
    expect((await agencyView(first.policyId)).status).toBe('accepted');
    expect((await agencyView(third.policyId)).status).toBe('accepted');
    expect((await fileOf(group)).acknowledged_at).not.toBeNull();

    const rejected = await itemOf(second.id);
    expect(rejected.status).toBe('rejected');
    expect(rejected.detail).toContain('element 9: Invalid Code Value (7) "•••••6789"');
    const view = await agencyView(second.policyId);
    expect(view.status).toBe('rejected');
    expect(view.status_history.at(-1)?.detail).toMatch(
      /^Harborline[^:]*: Rejected \(R\): One or More Segments in Error \(5\)\. NM1 segment 9 \(loop 2100A\).*"•••••6789"$/,
    );
    // The book of business and its CSV show the reason, the SSN masked.
    const book = await jordan.ok(getBookOfBusiness, { query: { search: second.policyId } });
    expect(book.result).toEqual([
      expect.objectContaining({ status: 'rejected', status_detail: expect.stringContaining('•••••6789') }),
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: fullPath(getBookOfBusinessCsv),
      headers: { cookie: jordan.cookie ?? '' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('•••••6789');
    // Nowhere is the SSN kept whole in the clear: not in the status history, not on the feed's items.
    const events = await t.deps.db.selectFrom('enrollment_status_events').select('detail').execute();
    const items = await t.deps.db.selectFrom('carrier_feed_items').select('detail').execute();
    const records = await t.deps.db.selectFrom('carrier_acknowledgements').select('reason').execute();
    for (const text of [...events, ...items].map((row) => row.detail).concat(records.map((r) => r.reason)))
      expect(text ?? '').not.toContain(SSN);
    for (const body of [csv.body, JSON.stringify(book), JSON.stringify(view)])
      expect(body).not.toContain(SSN);

    // A later 999 (another interchange) accepting the whole group moves nothing back.
    drop(HARBORLINE, '999_later.x12', ack999(group, [], 'AK9*A*3*3*3'));
    await round();
    expect((await itemOf(second.id)).status).toBe('rejected');
    expect((await agencyView(second.policyId)).status).toBe('rejected');
    expect(listed(path.join(inbound, 'done'))).toEqual(['999_later.x12', '999_partial.x12']);
    expect(warnings).toEqual([]);
  });

  it("a TA1 sets the file's acknowledged_at and its note is kept in words; a 999 after a TA1 rejection changes nothing", async () => {
    const refused = await filedTogether(1);
    const [refusedEnrollment] = refused.enrollments as [{ id: string; policyId: string }];
    expect((await fileOf(refused.interchange)).acknowledged_at).toBeNull();
    drop(HARBORLINE, 'ta1_refused.x12', ta1(refused.interchange, 'R', '024'));
    await round();
    const acknowledgedAt = (await fileOf(refused.interchange)).acknowledged_at;
    expect(acknowledgedAt).not.toBeNull();
    const item = await itemOf(refusedEnrollment.id);
    expect(item).toEqual({
      status: 'rejected',
      detail:
        'The carrier refused the whole file (TA1 R): Invalid Interchange Content (e.g., Invalid GS Segment) (024)',
    });
    expect((await agencyView(refusedEnrollment.policyId)).status_history.at(-1)).toMatchObject({
      status: 'rejected',
      detail: expect.stringMatching(
        /^Harborline[^:]*: The carrier refused the whole file \(TA1 R\).*\(024\)$/,
      ),
    });
    // The carrier's 999 for the same group arrives later and accepts it: the rejection stands.
    drop(
      HARBORLINE,
      '999_after_ta1.x12',
      ack999(refused.interchange, [`AK2*834*${refused.sets[0]}`, 'IK5*A'], 'AK9*A*1*1*1'),
    );
    await round();
    expect((await itemOf(refusedEnrollment.id)).status).toBe('rejected');
    expect((await agencyView(refusedEnrollment.policyId)).status).toBe('rejected');
    expect((await fileOf(refused.interchange)).acknowledged_at).toBe(acknowledgedAt);

    // A TA1 taking a file with errors noted: acknowledged, still sent, the note in the history.
    const noted = await filedTogether(1);
    const [notedEnrollment] = noted.enrollments as [{ id: string; policyId: string }];
    drop(HARBORLINE, 'ta1_noted.x12', ta1(noted.interchange, 'E', '020'));
    await round();
    expect((await fileOf(noted.interchange)).acknowledged_at).not.toBeNull();
    expect((await itemOf(notedEnrollment.id)).status).toBe('sent');
    const history = (await agencyView(notedEnrollment.policyId)).status_history;
    expect(history.at(-1)).toMatchObject({
      status: 'sent',
      detail: expect.stringContaining('with errors noted (TA1 E): Invalid Test Indicator Value (020)'),
    });
    drop(HARBORLINE, '999_noted.x12', ack999(noted.interchange, [], 'AK9*A*1*1*1'));
    await round();
    expect((await agencyView(notedEnrollment.policyId)).status).toBe('accepted');
    expect(warnings).toEqual([]);
  });

  it("keeps AK905's reason for a group rejected as a whole", async () => {
    const filed = await filedTogether(2);
    drop(HARBORLINE, '999_group.x12', ack999(filed.interchange, [], 'AK9*R*2*2*0*2'));
    await round();
    for (const enrollment of filed.enrollments) {
      const view = await agencyView(enrollment.policyId);
      expect(view.status).toBe('rejected');
      expect(view.status_history.at(-1)?.detail).toMatch(
        /^Harborline[^:]*: The carrier's 999 answered the whole file Rejected \(R\): Functional Group Version Not Supported \(2\)$/,
      );
    }
  });

  it('sets aside, with one log line and a stored record, a 999 misfiled, from another sender, or matching nothing', async () => {
    warnings.length = 0;
    const filed = await filedTogether(1);
    const [enrollment] = filed.enrollments as [{ id: string; policyId: string }];
    const answer = ack999(filed.interchange, [], 'AK9*A*1*1*1');
    // Harborline's 999, put in Keystone's folder.
    const keystoneInbound = drop(KEYSTONE, 'misfiled.x12', answer);
    // In Harborline's folder: one from another sender, one for a group never sent, one for an 837 group.
    const harborlineInbound = drop(
      HARBORLINE,
      'other_sender.x12',
      ack999(filed.interchange, [], 'AK9*A*1*1*1', 'SOMEONEELSE'),
    );
    drop(HARBORLINE, 'no_such_group.x12', ack999(987654, [], 'AK9*A*1*1*1'));
    drop(
      HARBORLINE,
      'not_834.x12',
      ack999(filed.interchange, ['AK2*837*0001', 'IK5*A'], 'AK9*A*1*1*1', HARBORLINE_ID, 'HC'),
    );
    await round();
    await round();

    expect(listed(keystoneInbound)).toEqual(['unmatched']);
    expect(listed(path.join(keystoneInbound, 'unmatched'))).toEqual(['misfiled.x12']);
    expect(listed(path.join(harborlineInbound, 'unmatched'))).toEqual([
      'no_such_group.x12',
      'not_834.x12',
      'other_sender.x12',
    ]);
    expect(listed(path.join(harborlineInbound, 'done'))).not.toContain('other_sender.x12');
    expect((await itemOf(enrollment.id)).status).toBe('sent');
    expect((await fileOf(filed.interchange)).acknowledged_at).toBeNull();

    // Each is logged once, saying why, however many rounds see it.
    const reasons = Object.fromEntries(
      warnings.map(({ details }) => [
        (details as { name: string }).name,
        (details as { reason: string }).reason,
      ]),
    );
    expect(warnings).toHaveLength(4);
    expect(warnings.every(({ message }) => /set aside in unmatched/.test(message))).toBe(true);
    expect(reasons['misfiled.x12']).toMatch(
      /names another sender: ISA06 is "HARBORLINE834", this carrier's id is "KEYSTONEBL"/,
    );
    expect(reasons['other_sender.x12']).toMatch(/names another sender: ISA06 is "SOMEONEELSE"/);
    expect(reasons['no_such_group.x12']).toMatch(
      /AK102 "987654" is no interchange the store sent this carrier/,
    );
    expect(reasons['not_834.x12']).toMatch(/AK101 "HC" is not BE.*AK201 "837" is not 834/);
    // And stored, where an operator finds them.
    const records = await t.deps.db
      .selectFrom('carrier_acknowledgements')
      .select(['carrier_id', 'file_name', 'outcome', 'reason'])
      .where('outcome', '=', 'set_aside')
      .orderBy('file_name')
      .execute();
    expect(records.map((r) => [r.carrier_id, r.file_name])).toEqual([
      [KEYSTONE, 'misfiled.x12'],
      [HARBORLINE, 'no_such_group.x12'],
      [HARBORLINE, 'not_834.x12'],
      [HARBORLINE, 'other_sender.x12'],
    ]);
    expect(records.find((r) => r.file_name === 'misfiled.x12')?.reason).toBe(
      `Set aside: ${reasons['misfiled.x12']?.replace(/^Set aside: /, '')}`,
    );

    // The operator moves the misfiled 999 into Harborline's folder: read there, and applied.
    fs.renameSync(
      path.join(keystoneInbound, 'unmatched', 'misfiled.x12'),
      path.join(harborlineInbound, 'misfiled.x12'),
    );
    await round();
    expect(listed(path.join(harborlineInbound, 'done'))).toContain('misfiled.x12');
    expect((await itemOf(enrollment.id)).status).toBe('accepted');
    expect(warnings).toHaveLength(4);
  });

  it('changes nothing when the same acknowledgement is read again, by one node or by two at once', async () => {
    const filed = await filedTogether(1);
    const [enrollment] = filed.enrollments as [{ id: string; policyId: string }];
    const historyLength = async () => (await agencyView(enrollment.policyId)).status_history.length;
    const notice = ta1(filed.interchange, 'E', '020');
    const inbound = drop(HARBORLINE, 'ta1_twice.x12', notice);
    await round();
    const after = await historyLength();
    // The carrier (or a person) drops the very same file again: put away beside the first, no new note.
    drop(HARBORLINE, 'ta1_twice.x12', notice);
    await round();
    expect(listed(path.join(inbound, 'done')).filter((name) => name.startsWith('ta1_twice'))).toEqual([
      'ta1_twice.x12',
      'ta1_twice.x12.2',
    ]);
    expect(await historyLength()).toBe(after);

    if (TEST_DIALECT === 'sqlite') return; // One node per SQLite file: the store runs one node there.
    const other = openStore({ ...t.store, onIdleConnectionError: () => {} });
    try {
      const otherContext = feedContextOf({ ...t.deps, db: other.db });
      const next = await filedTogether(1);
      const [nextEnrollment] = next.enrollments as [{ id: string; policyId: string }];
      const before = (await agencyView(nextEnrollment.policyId)).status_history.length;
      drop(HARBORLINE, 'ta1_two_nodes.x12', ta1(next.interchange, 'E', '020'));
      await Promise.all([round(), runFeedRound(otherContext, () => undefined)]);
      expect((await agencyView(nextEnrollment.policyId)).status_history.length).toBe(before + 1);
      expect(listed(path.join(inbound, 'done'))).toContain('ta1_two_nodes.x12');
      expect(listed(inbound)).not.toContain('ta1_two_nodes.x12');
    } finally {
      await other.db.destroy();
    }
  });

  it('sets aside unread, once and saying why, a file larger than ACK_MAX_BYTES and a file that is not X12', async () => {
    warnings.length = 0;
    const inbound = drop(HARBORLINE, 'huge.x12', '');
    // Sparse: as large as the limit and one byte more, made at once; its content is never looked at.
    fs.truncateSync(path.join(inbound, 'huge.x12'), t.deps.config.ACK_MAX_BYTES + 1);
    drop(HARBORLINE, 'letter.txt', 'Dear store, please find attached nothing.');
    drop(HARBORLINE, 'short_isa.x12', `ISA*00*00*ZZ*${HARBORLINE_ID}*ZZ*BENEFITSTORE~IEA*0*000000001~`);
    const warned = new Set<string>();
    const keep = (message: string, details: object) => warnings.push({ message, details });
    await runFeedRound(context, keep, warned);
    await runFeedRound(context, keep, warned);

    expect(listed(path.join(inbound, 'unmatched'))).toEqual(
      expect.arrayContaining(['huge.x12', 'letter.txt', 'short_isa.x12']),
    );
    expect(listed(inbound)).not.toEqual(expect.arrayContaining(['huge.x12']));
    const said = (name: string) => warnings.filter((w) => (w.details as { name?: string }).name === name);
    const reasonOf = (name: string) => (said(name)[0]?.details as { reason?: string } | undefined)?.reason;
    for (const name of ['huge.x12', 'letter.txt', 'short_isa.x12']) expect(said(name)).toHaveLength(1);
    expect(reasonOf('huge.x12')).toBe(
      `Set aside unread: ${t.deps.config.ACK_MAX_BYTES + 1} bytes, more than the ${t.deps.config.ACK_MAX_BYTES} an acknowledgement may hold (ACK_MAX_BYTES)`,
    );
    expect(reasonOf('letter.txt')).toMatch(/not an acknowledgement: not an X12 interchange/);
    expect(reasonOf('short_isa.x12')).toMatch(/the ISA is not 106 characters long/);
    expect(warnings.every(({ message }) => /set aside in unmatched/.test(message))).toBe(true);
    fs.rmSync(path.join(inbound, 'unmatched', 'huge.x12'));
  });

  it("reads a carrier's 999 in the round another carrier's inbound fails, and backs off that carrier", async () => {
    warnings.length = 0;
    const filed = await filedTogether(1);
    const [enrollment] = filed.enrollments as [{ id: string; policyId: string }];
    // Keystone's inbound folder is a file: listing it fails, every round, until a person mends it.
    const keystoneInbound = carrierFolders(t.deps.config.dataDir, KEYSTONE).inbound;
    fs.rmSync(keystoneInbound, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(keystoneInbound), { recursive: true });
    fs.writeFileSync(keystoneInbound, 'not a folder');
    // In Harborline's own folder, a file whose name the store refuses, read before the 999 (name order).
    drop(HARBORLINE, 'A\\bad.x12', 'anything');
    drop(HARBORLINE, 'ok.x12', ack999(filed.interchange, [], 'AK9*A*1*1*1'));
    const warned = new Set<string>();
    const keep = (message: string, details: object) => warnings.push({ message, details });
    try {
      await runFeedRound(context, keep, warned);
      expect((await itemOf(enrollment.id)).status).toBe('accepted');
      const failures = warnings.filter(({ message }) => /could not be read/.test(message));
      expect(
        failures.map((w) => (w.details as { carrierId: number; name?: string }).carrierId).sort(),
      ).toEqual([HARBORLINE, KEYSTONE]);
      expect(failures.find((w) => (w.details as { name?: string }).name === 'A\\bad.x12')).toBeDefined();
      expect(context.inbound.retry.get(KEYSTONE)?.failures).toBe(1);
      // The next rounds within the wait do not try Keystone again, nor say it again.
      await runFeedRound(context, keep, warned);
      expect(context.inbound.retry.get(KEYSTONE)?.failures).toBe(1);
      expect(warnings.filter(({ message }) => /could not be read/.test(message))).toHaveLength(2);
    } finally {
      fs.rmSync(keystoneInbound, { force: true });
      fs.rmSync(path.join(carrierFolders(t.deps.config.dataDir, HARBORLINE).inbound, 'A\\bad.x12'), {
        force: true,
      });
      context.inbound.retry.clear();
    }
  });
});
