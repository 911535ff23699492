import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ack999 } from '../../../testing/carrierAcknowledgements';
import { SPOUSE } from '../../../testing/fixtures';
import { submitFamily } from '../../../testing/submittedFamily';
import { submittedDental } from '../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { validate834 } from '../../../testing/x12validator/validate834';
import { verdict999 } from '../../../testing/x12validator/verdict999';
import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { carrierFolders } from '../adapters/carrierFolders';
import { type ChangeActor, makePolicyChange } from '../policy/policyChanges';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

/**
 * A policy's changes reach its carrier (issue 41): each change item filed into its own transaction set
 * (INS03 021/024/025/001), sent to DATA_DIR/outbound/<carrier>/, passing the independent validator, and
 * its 999 moving the change's carrier status, never the enrollment's.
 */

const HARBORLINE = 1;
const KEYSTONE = 2;
const BLUEWATER = 4;
/** Bluewater Dental Plus (carrier 4): another carrier's dental plan. */
const BLUEWATER_DENTAL = 104;
const SENDERS: Record<number, string> = { [HARBORLINE]: 'HARBORLINE834', [KEYSTONE]: 'KEYSTONEBL' };
let t: TestApp;
let context: FeedContext;
let ackNumber = 4100;
const round = () => runFeedRound(context, () => {});

let clock = Date.parse('2026-11-23T12:00:00Z');
/** Moves the clock to noon on `iso`. */
const today = (iso: string) => {
  clock = Date.parse(`${iso}T12:00:00Z`);
};
const REP: ChangeActor = { who: 'rep', madeBy: 'rep:1' };
const MEMBER: ChangeActor = { who: 'member', madeBy: 'member' };

beforeAll(async () => {
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = feedContextOf(t.deps);
});
afterAll(() => t.close());

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A submitted family whose submission was filed and sent; its dental policy's first day. */
async function sentFamily() {
  const family = await submitFamily(t);
  await round();
  const span = await t.deps.db
    .selectFrom('coverage_spans')
    .select('start_date')
    .where('enrollment_id', '=', family.id)
    .where('carrier_id', '=', HARBORLINE)
    .executeTakeFirstOrThrow();
  return { ...family, start: span.start_date };
}

/** A change's item for a carrier, with its file. */
const filedItem = (changeId: string, carrierId: number) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .innerJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select([
      'carrier_feed_files.file_name',
      'carrier_feed_files.interchange_number',
      'carrier_feed_items.transaction_number',
      'carrier_feed_items.status',
    ])
    .where('carrier_feed_items.change_id', '=', changeId)
    .where('carrier_feed_items.carrier_id', '=', carrierId)
    .executeTakeFirstOrThrow();

/** The text of a change's file for a carrier, checked by the validator, one segment an entry. */
async function changeFileOf(changeId: string, carrierId: number): Promise<string[]> {
  const item = await filedItem(changeId, carrierId);
  const folder = carrierFolders(t.deps.config.dataDir, carrierId).outbound;
  const text = fs.readFileSync(path.join(folder, item.file_name), 'utf8');
  const validation = validate834(text);
  expect(validation.findings.length === 0 ? '' : verdict999(validation)).toBe('');
  return text.split('~');
}

/** A change made by the engine (policy/policyChanges.ts): its id and number. */
async function madeChange(enrollmentId: string, request: PolicyChangeRequest, actor: ChangeActor) {
  const made = await makePolicyChange(t.deps, enrollmentId, request, actor);
  const row = await t.deps.db
    .selectFrom('policy_changes')
    .select('number')
    .where('id', '=', made.change_id)
    .executeTakeFirstOrThrow();
  return { changeId: made.change_id, number: row.number };
}

/** Makes a change by the engine (policy/policyChanges.ts), runs a round, and answers its Harborline file. */
async function changeFiled(
  enrollmentId: string,
  change: { request: PolicyChangeRequest; actor: ChangeActor },
) {
  const { changeId, number } = await madeChange(enrollmentId, change.request, change.actor);
  await round();
  const item = await filedItem(changeId, HARBORLINE);
  const outbound = carrierFolders(t.deps.config.dataDir, HARBORLINE).outbound;
  const text = fs.readFileSync(path.join(outbound, item.file_name), 'utf8');
  const validation = validate834(text);
  expect(validation.findings.length === 0 ? '' : verdict999(validation)).toBe('');
  const segments = text.split('~');
  return { changeId, number, item, text, segments };
}

const changeRow = (changeId: string) =>
  t.deps.db
    .selectFrom('policy_changes')
    .select(['carrier_status', 'carrier_status_at'])
    .where('id', '=', changeId)
    .executeTakeFirstOrThrow();
const carrierStatusOf = async (enrollmentId: string) =>
  (
    await t.deps.db
      .selectFrom('enrollments')
      .select('carrier_status')
      .where('id', '=', enrollmentId)
      .executeTakeFirstOrThrow()
  ).carrier_status;

function answer(interchange: number, set: string, rejected: boolean, carrierId = HARBORLINE) {
  ackNumber += 1;
  const loops = rejected
    ? [`AK2*834*${set}*005010X220A1`, 'IK3*DMG*9*2100A*8', 'IK4*2*1251*8*20270230', 'IK5*R*5']
    : [`AK2*834*${set}*005010X220A1`, 'IK5*A'];
  const text = ack999(
    { control: ackNumber, sender: SENDERS[carrierId] },
    { group: interchange, loops, ak9: rejected ? 'AK9*R*1*1*0' : 'AK9*A*1*1*1' },
  );
  const inbound = carrierFolders(t.deps.config.dataDir, carrierId).inbound;
  fs.mkdirSync(inbound, { recursive: true });
  fs.writeFileSync(path.join(inbound, `999_${ackNumber}.x12`), text);
}

describe(`a policy change's 834 and its acknowledgement (${TEST_DIALECT})`, () => {
  it("files a newborn into its own transaction (only the newborn's loop) and an accepting 999 accepts the change", async () => {
    const family = await sentFamily();
    const enrollmentStatus = await carrierStatusOf(family.id);
    const born = addDays(family.start, 13);
    today(addDays(family.start, 19));
    const filed = await changeFiled(family.id, {
      request: {
        kind: 'add_dependent',
        event: 'birth',
        event_date: mdy(born),
        person: {
          relationship: 'child',
          first_name: 'Ify',
          last_name: 'Doe',
          birthdate: mdy(born),
          gender: '1',
          // The family's term life asks each member's height and weight.
          weight: '8',
          height_feet: '1',
          height_inch: '8',
        },
      },
      actor: MEMBER,
    });
    // One transaction set, for this change alone, named after the policy and the change's number.
    expect(filed.segments.filter((s) => s.startsWith('ST*'))).toHaveLength(1);
    expect(filed.segments.find((s) => s.startsWith('BGN'))).toMatch(
      new RegExp(`^BGN\\*00\\*${family.policyId}-C${filed.number}\\*\\d{8}\\*\\d{4}\\*\\*\\*\\*2$`),
    );
    expect(filed.segments.filter((s) => s.startsWith('INS'))).toEqual(['INS*N*19*021*02*A']);
    expect(filed.segments).toContain(`DTP*348*D8*${born.replaceAll('-', '')}`);
    expect(filed.text).not.toContain('INS*Y*18');
    expect(filed.item.status).toBe('sent');
    expect((await changeRow(filed.changeId)).carrier_status).toBe('sent');

    // The family's term life (Keystone) covers the newborn too: the change waits for both carriers.
    answer(filed.item.interchange_number, filed.item.transaction_number ?? '', false);
    await round();
    expect((await changeRow(filed.changeId)).carrier_status).toBe('sent');
    const keystone = await filedItem(filed.changeId, KEYSTONE);
    answer(keystone.interchange_number, keystone.transaction_number ?? '', false, KEYSTONE);
    await round();
    expect((await changeRow(filed.changeId)).carrier_status).toBe('accepted');
    // The enrollment's own carrier status is its submission's, untouched by the change.
    expect(await carrierStatusOf(family.id)).toBe(enrollmentStatus);
  });

  it('files a termination as 024 with DTP*349, and a rejecting 999 rejects the change with its reason kept', async () => {
    const family = await sentFamily();
    const last = addDays(family.start, 30);
    today(addDays(family.start, 10));
    const filed = await changeFiled(family.id, {
      request: { kind: 'terminate', end_date: mdy(last) },
      actor: REP,
    });
    const members = filed.segments.filter((s) => s.startsWith('INS'));
    expect(members[0]).toBe('INS*Y*18*024*07*A***AC');
    expect(members.slice(1)).toEqual(['INS*N*01*024*07*A', 'INS*N*19*024*07*A']);
    expect(filed.segments.filter((s) => s.startsWith('HD*024'))).toHaveLength(3);
    expect(filed.segments.filter((s) => s === `DTP*349*D8*${last.replaceAll('-', '')}`)).toHaveLength(3);

    answer(filed.item.interchange_number, filed.item.transaction_number ?? '', true);
    await round();
    const change = await changeRow(filed.changeId);
    expect(change.carrier_status).toBe('rejected');
    const item = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select(['status', 'detail'])
      .where('change_id', '=', filed.changeId)
      .where('carrier_id', '=', HARBORLINE)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('rejected');
    expect(item.detail).toContain('Invalid Date (8)');
    // A later accepting 999 for the same set never moves the rejection back.
    answer(filed.item.interchange_number, filed.item.transaction_number ?? '', false);
    await round();
    expect((await changeRow(filed.changeId)).carrier_status).toBe('rejected');
  });

  it('files a reinstatement as 025 from the day after the end, and a change of address as 001 with N3/N4', async () => {
    const family = await sentFamily();
    const last = addDays(family.start, 30);
    today(addDays(family.start, 10));
    await changeFiled(family.id, { request: { kind: 'terminate', end_date: mdy(last) }, actor: REP });
    const again = addDays(last, 1);
    today(addDays(last, 5));
    const reinstated = await changeFiled(family.id, { request: { kind: 'reinstate' }, actor: REP });
    expect(reinstated.segments.filter((s) => s.startsWith('INS'))[0]).toBe('INS*Y*18*025*AI*A***AC');
    expect(reinstated.segments.filter((s) => s.startsWith('HD*025'))).toHaveLength(3);
    expect(reinstated.segments).toContain(`DTP*348*D8*${again.replaceAll('-', '')}`);

    const moved = await changeFiled(family.id, {
      request: {
        kind: 'change_address',
        address: { address1: '9 New Rd', address2: '', city: 'Austin', state: 'tx', zip: '78701' },
      },
      actor: MEMBER,
    });
    expect(moved.segments.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*001*43*A***AC']);
    expect(moved.segments).toContain(`DTP*303*D8*${addDays(last, 5).replaceAll('-', '')}`);
    expect(moved.segments).toContain('N3*9 NEW RD');
    expect(moved.segments).toContain('N4*AUSTIN*TX*78701');
    expect(moved.segments.some((s) => s.startsWith('HD'))).toBe(false);
  });
  it('tells a newborn on a Member + Spouse policy as the newborn added (021) and the subscriber moved to Family (HD*001 FAM)', async () => {
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    await round();
    const start = (
      await t.deps.db
        .selectFrom('coverage_spans')
        .select('start_date')
        .where('enrollment_id', '=', id)
        .executeTakeFirstOrThrow()
    ).start_date;
    const born = addDays(start, 5);
    today(addDays(start, 9));
    const filed = await changeFiled(id, {
      request: {
        kind: 'add_dependent',
        event: 'birth',
        event_date: mdy(born),
        person: {
          relationship: 'child',
          first_name: 'Ify',
          last_name: 'Doe',
          birthdate: mdy(born),
          gender: '1',
        },
      },
      actor: MEMBER,
    });
    const on = born.replaceAll('-', '');
    expect(filed.segments.filter((s) => s.startsWith('INS'))).toEqual([
      'INS*Y*18*001*02*A***AC',
      'INS*N*19*021*02*A',
    ]);
    expect(filed.segments.filter((s) => s.startsWith('HD'))).toEqual([
      expect.stringMatching(/^HD\*001\*\*DEN\*.+\*FAM$/),
      expect.stringMatching(/^HD\*021\*\*DEN\*.+\*FAM$/),
    ]);
    // The subscriber's loop: the change's day (2000 and 2300 DTP*303), the Family premium; the newborn's
    // coverage from the date of birth. The spouse, only re-tiered, is not sent.
    expect(filed.segments.filter((s) => s === `DTP*303*D8*${on}`)).toHaveLength(2);
    expect(filed.segments).toContain(`DTP*348*D8*${on}`);
    expect(filed.segments.filter((s) => s.startsWith('NM1*IL'))).toHaveLength(2);
  });
  it("tells a move to another carrier's plan as an ending to the old carrier (024) and an addition to the new one (021)", async () => {
    const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
    await round();
    const start = (
      await t.deps.db
        .selectFrom('coverage_spans')
        .select('start_date')
        .where('enrollment_id', '=', id)
        .executeTakeFirstOrThrow()
    ).start_date;
    today(addDays(start, 9));
    const { changeId } = await madeChange(
      id,
      {
        kind: 'change_option',
        event: 'move',
        event_date: mdy(addDays(start, 5)),
        plan_id: BLUEWATER_DENTAL,
        option: 'Standard',
      },
      MEMBER,
    );
    await round();
    const spans = await t.deps.db
      .selectFrom('coverage_spans')
      .select(['carrier_id', 'start_date', 'end_date'])
      .where('enrollment_id', '=', id)
      .where('member_number', '=', 1)
      .orderBy('start_date')
      .execute();
    const ended = (spans[0]?.end_date ?? '').replaceAll('-', '');
    const begins = (spans[1]?.start_date ?? '').replaceAll('-', '');
    const old = await changeFileOf(changeId, HARBORLINE);
    expect(old.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*024*43*A***AC', 'INS*N*01*024*43*A']);
    expect(old.filter((s) => s.startsWith('DTP*349'))).toEqual([
      `DTP*349*D8*${ended}`,
      `DTP*349*D8*${ended}`,
    ]);
    const next = await changeFileOf(changeId, BLUEWATER);
    expect(next.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*021*43*A***AC', 'INS*N*01*021*43*A']);
    expect(next.filter((s) => s.startsWith('HD'))).toEqual([
      expect.stringMatching(/^HD\*021\*\*DEN\*.+\*ESP$/),
      expect.stringMatching(/^HD\*021\*\*DEN\*.+\*ESP$/),
    ]);
    expect(next.filter((s) => s.startsWith('DTP*348'))).toEqual([
      `DTP*348*D8*${begins}`,
      `DTP*348*D8*${begins}`,
    ]);
  });
});
