import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ack999 } from '../../../testing/carrierAcknowledgements';
import { PERSONAL } from '../../../testing/fixtures';
import { ADULT_FILTER, submittedByAccount } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { validate834 } from '../../../testing/x12validator/validate834';
import { getAgencyEnrollment } from '../../contract/agencyCalls';
import { signIn } from '../../contract/authCalls';
import { getBookOfBusiness } from '../../contract/bookOfBusinessCalls';
import { fullPath } from '../../contract/callPath';
import type { DataOf } from '../../contract/endpoint';
import {
  getBookResendForm,
  RESEND_NOT_REJECTED,
  resendAgencyEnrollment,
  resendBookEnrollment,
} from '../../contract/resendCalls';
import { SSN_MESSAGE } from '../../domain/fieldRules';
import { carrierFolders } from '../adapters/carrierFolders';
import { createApiKey } from '../agency/apiKeys';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import type { FeedContext } from './feedContext';
import { feedContextOf, runFeedRound } from './feedWorker';

/** The demo's Harborline Mutual sells the dental plan a rep's enrollment buys. */
const HARBORLINE = 1;
const JORDAN = { eprocess: 'rep', agent_id: 1, platform_group_id: 1 };
const CORRECTED_SSN = '234567891';

let t: TestApp;
let context: FeedContext;
let jordan: TestBrowser;
let priya: TestBrowser;
let agencyKey: string;
let otherRepKey: string;
let ackNumber = 900;

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
  otherRepKey = (await createApiKey(t.deps.db, { kind: 'rep', agentId: 2 }, new Date())).key;
  jordan = t.browser();
  await jordan.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
  priya = t.browser();
  await priya.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
});
afterAll(() => t.close());

const round = () => runFeedRound(context, () => {});

const itemOf = (enrollmentId: string) =>
  t.deps.db
    .selectFrom('carrier_feed_items')
    .leftJoin('carrier_feed_files', 'carrier_feed_files.id', 'carrier_feed_items.file_id')
    .select([
      'carrier_feed_items.status',
      'carrier_feed_items.transaction_number',
      'carrier_feed_files.interchange_number',
      'carrier_feed_files.content',
    ])
    .where('carrier_feed_items.enrollment_id', '=', enrollmentId)
    .where('carrier_feed_items.carrier_id', '=', HARBORLINE)
    .executeTakeFirstOrThrow();

/** A 999 from Harborline rejecting the set `set` of interchange `group` for a bad SSN. */
function rejection999(group: number, set: string): string {
  ackNumber += 1;
  return ack999(
    { control: ackNumber },
    {
      group,
      loops: [`AK2*834*${set}*005010X220A1`, 'IK3*NM1*9*2100A*8', 'IK4*9*67*7', 'IK5*R*5'],
      ak9: 'AK9*R*1*1*0',
    },
  );
}

/** A dental enrollment by Jordan, filed, sent and rejected by Harborline. */
async function rejectedEnrollment() {
  const enrollment = await submittedByAccount(jordan, JORDAN);
  await round();
  const filed = await itemOf(enrollment.id);
  const inbound = carrierFolders(t.deps.config.dataDir, HARBORLINE).inbound;
  fs.mkdirSync(inbound, { recursive: true });
  fs.writeFileSync(
    path.join(inbound, `999_${enrollment.policyId}.x12`),
    rejection999(filed.interchange_number as number, filed.transaction_number as string),
  );
  await round();
  expect((await itemOf(enrollment.id)).status).toBe('rejected');
  return { ...enrollment, interchange: filed.interchange_number as number };
}

async function agencyCall(
  key: string,
  policyId: string,
  body: Record<string, unknown>,
): Promise<{ statusCode: number; json: { status: string; data: unknown } }> {
  const response = await t.app.inject({
    method: 'POST',
    url: fullPath(resendAgencyEnrollment).replace(':policy_id', policyId),
    headers: { authorization: `Bearer ${key}` },
    payload: body,
  });
  return { statusCode: response.statusCode, json: response.json() };
}

async function history(policyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getAgencyEnrollment).replace(':policy_id', policyId),
    headers: { authorization: `Bearer ${agencyKey}` },
  });
  return (response.json().data as DataOf<typeof getAgencyEnrollment>).status_history;
}

describe(`fix and resend (${TEST_DIALECT})`, () => {
  it('resends a corrected rejected enrollment from the book as a re-submission the validator accepts, history kept', async () => {
    const { id, policyId, interchange } = await rejectedEnrollment();
    const answer = await jordan.ok(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE, ssn: CORRECTED_SSN, last_name: 'Brennan' },
    });
    expect(answer).toEqual({
      policy_id: policyId,
      carrier_id: HARBORLINE,
      status: 'pending',
      corrected: ['last_name', 'ssn'],
    });
    // Resending again before it is filed: it is pending now, not rejected.
    const twice = await jordan.call(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.errors[0]?.error_message).toContain(RESEND_NOT_REJECTED);

    await round();
    const resent = await itemOf(id);
    expect(resent.status).toBe('sent');
    expect(resent.interchange_number).toBeGreaterThan(interchange);
    const text = t.deps.secretBox.open(resent.content as string);
    expect(text).toContain(`BGN*15*${policyId}*`);
    expect(text).toContain(`*${CORRECTED_SSN}~`);
    // Upper-cased: however the 834 writes names, the corrected one is in the subscriber's NM1.
    expect(text.toUpperCase()).toContain('NM1*IL*1*BRENNAN*MARIA');
    const validation = validate834(text);
    expect(validation.findings).toEqual([]);

    const statuses = (await history(policyId)).map((event) => event.status);
    expect(statuses.slice(-4)).toEqual(['sent', 'rejected', 'submitted', 'sent']);
    const corrected = (await history(policyId)).at(-2);
    expect(corrected?.detail).toContain('resent by rep 1 (corrected last_name, ssn)');
    expect(JSON.stringify(await history(policyId))).not.toContain(CORRECTED_SSN);

    const kept = await t.deps.db
      .selectFrom('carrier_feed_resends')
      .selectAll()
      .where('enrollment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.corrected_by).toBe('rep 1');
    expect(kept.previous_values).not.toContain('6789');
    expect(JSON.parse(t.deps.secretBox.open(kept.previous_values)).ssn).toMatch(/^\d{9}$/);
  });

  it('refuses a resend of an enrollment no carrier rejected, another rep, and bad values with field errors', async () => {
    const sent = await submittedByAccount(jordan, JORDAN);
    await round();
    const notRejected = await jordan.call(resendBookEnrollment, {
      body: { policy_id: sent.policyId, carrier_id: HARBORLINE },
    });
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.errors).toEqual([
      { target_element: 'carrier_id', error_message: `${RESEND_NOT_REJECTED} (it is sent)` },
    ]);

    const { policyId } = await rejectedEnrollment();
    const other = await priya.call(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE },
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.browser().call(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE },
    });
    expect([401, 403]).toContain(anonymous.statusCode);

    const bad = await jordan.call(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE, ssn: '12345', birthdate: '02/30/1980' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((error) => error.target_element).sort()).toEqual(['birthdate', 'ssn']);
    expect(bad.errors.every((error) => error.error_message.length > 0)).toBe(true);
    expect(
      (
        await itemOf(
          (
            await t.deps.db
              .selectFrom('enrollments')
              .select('id')
              .where('policy_id', '=', policyId)
              .executeTakeFirstOrThrow()
          ).id,
        )
      ).status,
    ).toBe('rejected');
  });

  it('does the same through the agency API, within the key scope only', async () => {
    const { id, policyId } = await rejectedEnrollment();
    const outside = await agencyCall(otherRepKey, policyId, { carrier_id: HARBORLINE });
    expect(outside.statusCode).toBe(404);
    const bad = await agencyCall(agencyKey, policyId, { carrier_id: HARBORLINE, gender: 'Q' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.data).toEqual([expect.objectContaining({ target_element: 'gender' })]);

    const done = await agencyCall(agencyKey, policyId, { carrier_id: HARBORLINE, first_name: 'Josie' });
    expect(done.statusCode).toBe(200);
    expect(done.json.data).toMatchObject({ status: 'pending', corrected: ['first_name'] });
    const again = await agencyCall(agencyKey, policyId, { carrier_id: HARBORLINE });
    expect(again.statusCode).toBe(409);

    await round();
    const resent = await itemOf(id);
    const text = t.deps.secretBox.open(resent.content as string);
    expect(text).toContain(`BGN*15*${policyId}*`);
    expect(text.toUpperCase()).toMatch(/NM1\*IL\*1\*[^*]+\*JOSIE\*/);
    expect(validate834(text).findings).toEqual([]);
    expect((await history(policyId)).at(-2)?.detail).toMatch(
      /resent by agency API key [0-9a-f]{16} \(corrected first_name\)/,
    );
  });

  it("shows each carrier's status, reason and whether it may be resent on the book's row, and what is on file (masked) for the form", async () => {
    const { id, policyId } = await rejectedEnrollment();
    const rowOf = async () =>
      (await jordan.ok(getBookOfBusiness, { query: { search: policyId } })).result.find(
        (row) => row.policy_id === policyId,
      );
    const rejected = await rowOf();
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.carriers).toEqual([
      {
        carrier_id: HARBORLINE,
        carrier_name: 'Harborline Mutual',
        status: 'rejected',
        detail: expect.stringContaining('NM1 segment 9 (loop 2100A)'),
        resent: false,
        resendable: true,
      },
    ]);

    const form = await jordan.ok(getBookResendForm, { query: { policy_id: policyId } });
    expect(form).toEqual({
      policy_id: policyId,
      values: {
        first_name: PERSONAL.first_name,
        middle_name: '',
        last_name: PERSONAL.last_name,
        // Not kept on Personal Information: the filter's, as the 834 sends them.
        birthdate: ADULT_FILTER.dob,
        gender: ADULT_FILTER.gender,
        ssn: `•••••${PERSONAL.ssn.slice(-4)}`,
        address1: '120 Palm Drive',
        address2: '',
        city: 'Beverly Hills',
        state: 'CA',
        zip: '90210',
      },
    });
    expect(JSON.stringify(form)).not.toContain(PERSONAL.ssn);
    expect((await priya.call(getBookResendForm, { query: { policy_id: policyId } })).statusCode).toBe(404);
    expect(
      (await t.browser().call(getBookResendForm, { query: { policy_id: policyId } })).statusCode,
    ).toBeGreaterThanOrEqual(401);

    // The form sends the masked SSN back as it showed it: the one on file stays; a mask of another is refused.
    const wrongMask = await jordan.call(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE, ssn: '•••••1111' },
    });
    expect(wrongMask.statusCode).toBe(400);
    expect(wrongMask.errors).toEqual([{ target_element: 'ssn', error_message: SSN_MESSAGE }]);
    const answer = await jordan.ok(resendBookEnrollment, {
      body: { policy_id: policyId, carrier_id: HARBORLINE, ssn: form.values.ssn, city: 'Los Angeles' },
    });
    expect(answer.corrected).toEqual(['city']);

    const pending = await rowOf();
    expect(pending?.status).toBe('submitted');
    expect(pending?.carriers[0]).toMatchObject({ status: 'pending', resent: true, resendable: false });
    await round();
    expect((await rowOf())?.carriers[0]).toMatchObject({ status: 'sent', resent: true, resendable: false });
    const text = t.deps.secretBox.open((await itemOf(id)).content as string);
    expect(text).toContain(`*${PERSONAL.ssn}~`);
    expect(text.toUpperCase()).toContain('LOS ANGELES');
  });
});
