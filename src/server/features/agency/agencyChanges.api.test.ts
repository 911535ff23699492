import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../../testing/fixtures';
import { submitFamily } from '../../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import {
  AGENCY_ENROLLMENT_NOT_FOUND,
  getAgencyEnrollment,
  listAgencyEnrollments,
} from '../../../contract/agencyCalls';
import { fullPath } from '../../../contract/callPath';
import type { DataOf } from '../../../contract/endpoint';
import { makeAgencyPolicyChange } from '../../../contract/policyCalls';
import { createApiKey } from '../../agency/apiKeys';
import { AGENCY_CHANGE_ACTION, API_KEY_READ_ONLY } from './agencyChangeHandler';

/**
 * The agency API's writes (issue 41): only a key made with --write changes a policy, only in its scope,
 * with the request checked as every call checks it; the GET shows the policy's members and changes.
 */
let t: TestApp;
let keys: { reader: string; writer: string; jordanWriter: string; redwoodWriter: string };
/** The demo family (applicant, spouse, child) a shopper submitted: the agency's, no rep's or group's. */
let family: { id: string; policyId: string };

beforeAll(async () => {
  t = await startTestApp();
  const at = new Date();
  keys = {
    reader: (await createApiKey(t.deps.db, { kind: 'agency' }, at)).key,
    writer: (await createApiKey(t.deps.db, { kind: 'agency' }, at, true)).key,
    jordanWriter: (await createApiKey(t.deps.db, { kind: 'rep', agentId: 1 }, at, true)).key,
    redwoodWriter: (await createApiKey(t.deps.db, { kind: 'group', groupId: 2556 }, at, true)).key,
  };
  family = await submitFamily(t);
}, 120_000);
afterAll(() => t.close());

const changeUrl = (policyId: string) => fullPath(makeAgencyPolicyChange).replace(':policy_id', policyId);

function postChange(key: string, policyId: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: changeUrl(policyId),
    headers: { authorization: `Bearer ${key}` },
    payload: body as object,
  });
}

async function detail(key: string, policyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getAgencyEnrollment).replace(':policy_id', policyId),
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DataOf<typeof getAgencyEnrollment>;
}

/** What a refused change must leave as it was: the policy's changes, spans and members, and the audit trail. */
const snapshot = async () => ({
  changes: await t.deps.db.selectFrom('policy_changes').selectAll().execute(),
  spans: await t.deps.db.selectFrom('coverage_spans').selectAll().orderBy('id').execute(),
  members: await t.deps.db.selectFrom('policy_members').selectAll().orderBy('id').execute(),
  audited: await t.deps.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', AGENCY_CHANGE_ACTION)
    .execute(),
});

const TERMINATE = { kind: 'terminate', reason: 'Moving to another carrier' };

describe(`agency API changes (${TEST_DIALECT})`, () => {
  it('refuses a key made without --write (403) before it looks at the policy, and changes nothing', async () => {
    const before = await snapshot();
    for (const policyId of [family.policyId, 'BS0000000000']) {
      const refused = await postChange(keys.reader, policyId, TERMINATE);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 'error',
        statusCode: 403,
        data: [{ target_element: 'authorization', error_message: API_KEY_READ_ONLY }],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers a policy outside the key's scope as an unknown one: 404", async () => {
    const before = await snapshot();
    for (const [key, policyId] of [
      [keys.jordanWriter, family.policyId],
      [keys.redwoodWriter, family.policyId],
      [keys.writer, 'BS0000000000'],
    ] as const) {
      const refused = await postChange(key, policyId, TERMINATE);
      expect(refused.statusCode, policyId).toBe(404);
      expect(refused.json().data).toEqual([
        { target_element: 'policy_id', error_message: AGENCY_ENROLLMENT_NOT_FOUND },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a bad request with its field errors (400), as the agency API answers elsewhere', async () => {
    const before = await snapshot();
    const bad = await postChange(keys.writer, family.policyId, {
      kind: 'explode',
      event_date: '03/14/2026 and more',
      person: { first_name: 'x'.repeat(200) },
      plan_id: 'twelve',
    });
    expect(bad.statusCode).toBe(400);
    const targets = (bad.json().data as { target_element: string }[]).map((error) => error.target_element);
    expect(targets).toEqual(expect.arrayContaining(['kind', 'event_date', 'plan_id']));
    expect(bad.json().data).toContainEqual({
      target_element: 'kind',
      error_message: 'Choose what to change',
    });
    expect(await snapshot()).toEqual(before);
  });

  it("shows the policy's members with their coverage and its changes on the GET, names only", async () => {
    const read = await detail(keys.reader, family.policyId);
    expect(read.members.map((member) => [member.member_id, member.relationship])).toEqual([
      ['1', 'subscriber'],
      ['2', 'spouse'],
      ['3', 'child'],
    ]);
    expect(read.members[0]).toMatchObject({ first_name: PERSONAL.first_name, last_name: PERSONAL.last_name });
    for (const member of read.members) {
      expect(member.coverage.length, member.member_id).toBeGreaterThan(0);
      expect(member.coverage[0]).toMatchObject({ start: read.effective_date, end: null });
    }
    expect(read.changes).toEqual([]);
    expect(JSON.stringify(read.members)).not.toContain(PERSONAL.ssn);
  });

  it("finds with changed_since a policy whose change was made, or whose change's carrier status moved, since then", async () => {
    const since = async (at: Date) => {
      const url = `${fullPath(listAgencyEnrollments)}?changed_since=${encodeURIComponent(at.toISOString())}`;
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${keys.reader}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as DataOf<typeof listAgencyEnrollments>).items;
    };
    const madeAt = new Date(Date.now() + 3_600_000);
    const movedAt = new Date(madeAt.getTime() + 3_600_000);
    expect(await since(new Date(madeAt.getTime() - 1))).toEqual([]);
    // The change engine's seam: a change as it keeps one (made_at, then carrier_status_at when the feed moves it).
    const id = randomUUID();
    await t.deps.db
      .insertInto('policy_changes')
      .values({
        id,
        enrollment_id: family.id,
        number: 1,
        kind: 'change_address',
        event: null,
        event_date: null,
        effective_date: '2026-12-01',
        member_number: null,
        made_by: 'member',
        made_at: madeAt.toISOString(),
        details: '{}',
        monthly_before_cents: 0,
        monthly_after_cents: 0,
        carrier_status: 'submitted',
        carrier_status_at: madeAt.toISOString(),
      })
      .execute();
    const made = await since(new Date(madeAt.getTime() - 1));
    expect(made.map((item) => [item.policy_id, item.updated_at])).toEqual([
      [family.policyId, madeAt.toISOString()],
    ]);
    expect(await since(new Date(madeAt.getTime() + 1))).toEqual([]);
    await t.deps.db
      .updateTable('policy_changes')
      .set({ carrier_status: 'accepted', carrier_status_at: movedAt.toISOString() })
      .where('id', '=', id)
      .execute();
    const moved = await since(new Date(madeAt.getTime() + 1));
    expect(moved.map((item) => [item.policy_id, item.updated_at])).toEqual([
      [family.policyId, movedAt.toISOString()],
    ]);
    expect((await detail(keys.reader, family.policyId)).changes).toEqual([
      expect.objectContaining({ change_id: id, made_by: 'The member', carrier_status: 'accepted' }),
    ]);
    await t.deps.db.deleteFrom('policy_changes').where('id', '=', id).execute();
  });
});
