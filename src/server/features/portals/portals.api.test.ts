import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../contract/authCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { getAgentGroups, getEnrollmentPlatforms, updateFilterPortal } from '../../../contract/portalCalls';
import { DEMO_PASSWORD } from '../../db/seed/demoAccounts';
import { ADULT_FILTER, startEnrollment } from '../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedInRep(username = 'jordan.ellis@example.com') {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

describe(`portals and groups (${TEST_DIALECT})`, () => {
  it("list only the signed-in rep's own", async () => {
    const rep = await signedInRep();
    expect(
      (await rep.ok(getEnrollmentPlatforms, { query: { agent_id: 1 } })).result.map(
        (p) => p.platform_group_id,
      ),
    ).toEqual([1, 2]);
    expect((await rep.ok(getAgentGroups, { query: { agent_id: 1 } })).result).toEqual([
      { gid: 1929, gname: 'Member Benefit Store' },
    ]);
    const other = await rep.call(getAgentGroups, { query: { agent_id: 2 } });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.browser().call(getEnrollmentPlatforms, { query: { agent_id: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('update-filter-portal sets the portal and group, after which the plan is priced', async () => {
    const rep = await signedInRep();
    const id = await startEnrollment(rep, { ...ADULT_FILTER, eprocess: 'rep', agent_id: '1' });
    expect((await rep.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } })).errorCode).toBe(
      'portalError',
    );
    const foreignPortal = await rep.call(updateFilterPortal, {
      body: { enrollment_id: id, platform_group_id: 3 },
    });
    expect(foreignPortal.errors).toEqual([
      { target_element: 'platform_group_id', error_message: 'Please choose a platform' },
    ]);
    const foreignGroup = await rep.call(updateFilterPortal, {
      body: { enrollment_id: id, platform_group_id: 1, group_id: 2512 },
    });
    expect(foreignGroup.errors).toEqual([
      { target_element: 'group_id', error_message: 'Please choose a group' },
    ]);
    await rep.ok(updateFilterPortal, { body: { enrollment_id: id, platform_group_id: 2, group_id: 1929 } });
    expect(
      (await rep.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } })).errorCode,
    ).toBeNull();
  });
});
