import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import {
  addFilterForExistingUser,
  addFilterForMember,
  getAgentMembers,
  getGroupAgentMemberInfo,
  getGroupUsers,
  MEMBER_LINK_INVALID,
} from '../../../contract/memberCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { CHOOSE_TIER, ON_FILE_MESSAGE } from '../../../domain/forms/tierChoiceForm';
import { memberLinkToken } from '../../access/memberLinks';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

async function signedIn(username: string) {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

describe(`current members (${TEST_DIALECT})`, () => {
  it("lists a rep's own members five a page, searchable, SSNs masked; nobody else's", async () => {
    const rep = await signedIn('priya.nair@example.com');
    const all = await rep.ok(getAgentMembers, { query: { agent_id: 2 } });
    expect(all.total).toBe(3);
    expect(all.result.map((m) => m.name)).toEqual(['Mateo Bennett', 'Ethan Kim', 'Noah Nguyen']);
    const noah = all.result.find((m) => m.user_id === 5002);
    expect(noah?.ssn).toMatch(/^•{5}\d{4}$/);
    expect(JSON.stringify(all)).not.toMatch(/\d{9}/);
    expect(noah?.group_info).toEqual({ group_id: 2512, group_name: 'Coastal Dental Partners' });
    expect(noah?.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const ethan = all.result.find((m) => m.user_id === 5006);
    expect(ethan?.plan_info.map((p) => p.plan_status)).toContain('INACTIVE');

    const found = await rep.ok(getAgentMembers, { query: { agent_id: 2, search: 'NGUY' } });
    expect(found.result.map((m) => m.user_id)).toEqual([5002]);
    const byDob = await rep.ok(getAgentMembers, { query: { agent_id: 2, search: noah?.dob ?? '' } });
    expect(byDob.result.map((m) => m.user_id)).toEqual([5002]);
    const wildcard = await rep.ok(getAgentMembers, { query: { agent_id: 2, search: '%' } });
    expect(wildcard.total).toBe(0);
    const page2 = await rep.ok(getAgentMembers, { query: { agent_id: 2, page: 2 } });
    expect(page2.result).toEqual([]);
    const long = await rep.call(getAgentMembers, { query: { agent_id: 2, search: 'x'.repeat(5000) } });
    expect(long.statusCode).toBe(400);
    expect(long.errors[0]?.target_element).toBe('search');

    const other = await rep.call(getAgentMembers, { query: { agent_id: 1 } });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.browser().call(getAgentMembers, { query: { agent_id: 2 } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signedIn('admin.2512@example.com');
    expect((await admin.call(getAgentMembers, { query: { agent_id: 2 } })).statusCode).toBe(403);
  });

  it("lists a group administrator's own group members only", async () => {
    const admin = await signedIn('admin.2512@example.com');
    const users = await admin.ok(getGroupUsers, { query: { group_id: 2512 } });
    expect(users.result.map((m) => m.user_id).sort()).toEqual([5002, 5010]);
    expect((await admin.call(getGroupUsers, { query: { group_id: 1929 } })).statusCode).toBe(403);
    const rep = await signedIn('priya.nair@example.com');
    expect((await rep.call(getGroupUsers, { query: { group_id: 2512 } })).statusCode).toBe(403);
  });

  it('add-filter-for-existing-user starts a priced enrollment from the details on file', async () => {
    const rep = await signedIn('priya.nair@example.com');
    const created = await rep.ok(addFilterForExistingUser, {
      body: { user_id: 5002, tier: 'IS', eprocess: 'rep', policy_id: 'POL-5002-1' },
    });
    expect(created.portal_id).toBe(3);
    const id = created.temp_enrollment_id;
    const filter = await rep.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ zip: '10001', state: 'NY', tier: 'IS', gender: '0' });
    const info = await rep.ok(getGroupAgentMemberInfo, { query: { enrollment_id: id } });
    expect(info).toEqual({
      enrollment_type: 'existing-member',
      result: {
        user_info: { first_name: 'Noah', last_name: 'Nguyen' },
        // The group's access code is not sent: no screen shows it.
        group_info: { name: 'Coastal Dental Partners' },
      },
    });
    const pricing = await rep.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
    expect(pricing.errorCode).toBeNull();

    // Only the tier can change: the rest is on file.
    const moved = await rep.call(changeFilterInfo, { params: { tempId: id }, body: { zip: '90210' } });
    expect(moved.errors).toEqual([{ target_element: 'zip', error_message: ON_FILE_MESSAGE }]);
    await rep.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IF', zip: '10001' } });
    const after = await rep.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(after.result).toMatchObject({ zip: '10001', tier: 'IF' });
  });

  it("refuses another rep's member, a missing tier, a wrong policy and strangers, creating nothing", async () => {
    const rep = await signedIn('priya.nair@example.com');
    const notMine = await rep.call(addFilterForExistingUser, {
      body: { user_id: 5001, tier: 'IO', eprocess: 'rep' },
    });
    const unknown = await rep.call(addFilterForExistingUser, {
      body: { user_id: 999999, tier: 'IO', eprocess: 'rep' },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.errors).toEqual(unknown.errors);
    const noTier = await rep.call(addFilterForExistingUser, { body: { user_id: 5002, eprocess: 'rep' } });
    expect(noTier.errors).toEqual([{ target_element: 'tier', error_message: CHOOSE_TIER }]);
    const policy = await rep.call(addFilterForExistingUser, {
      body: { user_id: 5002, tier: 'IO', eprocess: 'rep', policy_id: 'POL-5001-1' },
    });
    expect(policy.statusCode).toBe(404);
    const hostile = await rep.call(addFilterForExistingUser, {
      body: { user_id: '5002 OR 1=1', tier: '<script>', eprocess: 'admin' },
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.errors.map((e) => e.target_element).sort()).toEqual(['eprocess', 'tier', 'user_id']);
    const anonymous = await t.browser().call(addFilterForExistingUser, {
      body: { user_id: 5002, tier: 'IO', eprocess: 'rep' },
    });
    expect(anonymous.statusCode).toBe(401);

    const admin = await signedIn('admin.2512@example.com');
    const groupMember = await admin.call(addFilterForExistingUser, {
      body: { user_id: 5010, tier: 'IO', eprocess: 'group' },
    });
    expect(groupMember.statusCode).toBe(200);
    const outsideGroup = await admin.call(addFilterForExistingUser, {
      body: { user_id: 5006, tier: 'IO', eprocess: 'group' },
    });
    expect(outsideGroup.statusCode).toBe(404);
    const asRep = await admin.call(addFilterForExistingUser, {
      body: { user_id: 5010, tier: 'IO', eprocess: 'rep' },
    });
    expect(asRep.statusCode).toBe(404);
  });

  it('add-filter-for-member opens a member link: sealed, expiring, not a bare member number', async () => {
    const browser = t.browser();
    const token = memberLinkToken(t.deps.secretBox, 5001, t.deps.now());
    const created = await browser.ok(addFilterForMember, { body: { user_id: token, tier: 'IC' } });
    const id = created.temp_enrollment_id;
    const info = await browser.ok(getGroupAgentMemberInfo, { query: { enrollment_id: id } });
    expect(info.enrollment_type).toBe('existing-member');
    expect(info.result.user_info).toEqual({ first_name: 'Ava', last_name: 'Carter' });
    expect(info.result.group_info?.name).toBe('Member Benefit Store');
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ zip: '90210', tier: 'IC' });

    for (const user_id of ['5001', `${token}x`, 'a'.repeat(1000)]) {
      const refused = await browser.call(addFilterForMember, { body: { user_id, tier: 'IO' } });
      expect([400, 404]).toContain(refused.statusCode);
      expect(refused.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_LINK_INVALID }]);
    }
    const expired = memberLinkToken(t.deps.secretBox, 5001, new Date('2020-01-01T00:00:00Z'));
    expect(
      (await browser.call(addFilterForMember, { body: { user_id: expired, tier: 'IO' } })).statusCode,
    ).toBe(404);
    const noTier = await browser.call(addFilterForMember, { body: { user_id: token } });
    expect(noTier.errors).toEqual([{ target_element: 'tier', error_message: CHOOSE_TIER }]);
  });
});
