import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOUSE } from '../../../../testing/fixtures';
import { submittedDental } from '../../../../testing/submittedPolicy';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { getAgencyEnrollment, listAgencyEnrollments } from '../../../contract/agencyCalls';
import { fullPath } from '../../../contract/callPath';
import type { DataOf } from '../../../contract/endpoint';
import { makeAgencyPolicyChange } from '../../../contract/policyCalls';
import { createApiKey } from '../../agency/apiKeys';
import { AGENCY_CHANGE_ACTION } from './agencyChangeHandler';

/**
 * The agency's systems change a policy through the API with a --write key (issue 41): a newborn added,
 * then the policy ended; the GET shows the new member, its spans and the changes with their carrier
 * status, and changed_since finds the policy by them.
 */
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};
let t: TestApp;
let writer: { id: string; key: string };
let policy: { id: string; policyId: string };

const BABY = {
  relationship: 'child',
  first_name: 'Baby',
  last_name: 'Lopez',
  birthdate: '03/14/2026',
  gender: '1',
};

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  writer = await createApiKey(t.deps.db, { kind: 'agency' }, now, true);
  const id = await submittedDental(t.browser(), 'IS', [SPOUSE]);
  const row = await t.deps.db
    .selectFrom('enrollments')
    .select('policy_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  policy = { id, policyId: row.policy_id ?? '' };
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${writer.key}` },
    ...(payload ? { payload } : {}),
  });
const change = (body: object) =>
  call('POST', fullPath(makeAgencyPolicyChange).replace(':policy_id', policy.policyId), body);
const detail = async () => {
  const response = await call('GET', fullPath(getAgencyEnrollment).replace(':policy_id', policy.policyId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof getAgencyEnrollment>;
};
const changedSince = async (time: Date) => {
  const url = `${fullPath(listAgencyEnrollments)}?changed_since=${encodeURIComponent(time.toISOString())}`;
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as DataOf<typeof listAgencyEnrollments>).items.map((item) => item.policy_id);
};

describe(`agency API writes, end to end (${TEST_DIALECT})`, () => {
  it('adds a newborn: the new member and its spans on the GET, the change audited and found by changed_since', async () => {
    at('2026-03-20T12:00:00Z');
    const before = new Date(now.getTime() - 1);
    expect(await changedSince(before)).toEqual([]);
    const added = await change({
      kind: 'add_dependent',
      event: 'birth',
      event_date: '03/14/2026',
      person: BABY,
    });
    expect(added.statusCode, added.body).toBe(200);
    const answer = added.json().data;
    expect(answer).toEqual({
      change_id: expect.any(String),
      status: 'submitted',
      effective_date: '03/14/2026',
    });

    const read = await detail();
    expect(read.members.map((m) => [m.member_id, m.relationship, m.first_name])).toEqual([
      ['1', 'subscriber', expect.any(String)],
      ['2', 'spouse', (SPOUSE.primary_info as unknown as Record<string, string>).first_name],
      ['3', 'child', 'Baby'],
    ]);
    expect(read.members[2]?.coverage.map((span) => [span.tier, span.start, span.end])).toEqual([
      ['IF', '03/14/2026', null],
    ]);
    expect(read.members[0]?.coverage.map((span) => [span.tier, span.start, span.end])).toEqual([
      ['IS', '02/01/2026', '03/13/2026'],
      ['IF', '03/14/2026', null],
    ]);
    expect(read.changes).toEqual([
      expect.objectContaining({
        change_id: answer.change_id,
        kind: 'add_dependent',
        event: 'birth',
        event_date: '03/14/2026',
        effective_date: '03/14/2026',
        made_by: "The agency's systems",
        carrier_status: 'submitted',
      }),
    ]);
    expect(await changedSince(before)).toEqual([policy.policyId]);

    const audited = await t.deps.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('enrollment_id', '=', policy.id)
      .where('action', '=', AGENCY_CHANGE_ACTION)
      .execute();
    expect(audited.map((row) => JSON.parse(row.details ?? '{}'))).toEqual([
      { api_key: writer.id, policy_id: policy.policyId, change_id: answer.change_id, kind: 'add_dependent' },
    ]);
    const kept = await t.deps.db
      .selectFrom('policy_changes')
      .select('made_by')
      .where('id', '=', answer.change_id)
      .executeTakeFirstOrThrow();
    expect(kept.made_by).toBe(`agency-key:${writer.id}`);

    // The same newborn again is refused, and nothing more is kept or audited.
    const again = await change({
      kind: 'add_dependent',
      event: 'birth',
      event_date: '03/14/2026',
      person: BABY,
    });
    expect(again.statusCode).toBe(409);
    expect((await detail()).changes.length).toBe(1);
  });

  it('ends the policy at the end of the month; a second termination is refused', async () => {
    at('2026-03-22T12:00:00Z');
    const before = new Date(now.getTime() - 1);
    const ended = await change({ kind: 'terminate', reason: 'Moved to another carrier' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'submitted', effective_date: '03/31/2026' });
    const read = await detail();
    for (const member of read.members)
      expect(member.coverage.at(-1)?.end, member.member_id).toBe('03/31/2026');
    expect(read.changes.map((c) => [c.kind, c.made_by, c.carrier_status])).toEqual([
      ['add_dependent', "The agency's systems", 'submitted'],
      ['terminate', "The agency's systems", 'submitted'],
    ]);
    expect(await changedSince(before)).toEqual([policy.policyId]);
    const again = await change({ kind: 'terminate' });
    expect(again.statusCode).toBe(409);
  });
});
