import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import {
  getAgentAboutPageInfo,
  getAgentInfoEnroll,
  getExternalSiteInformation,
  getGoenrollFooterPlan,
  getGroupAboutPageInfo,
  getGroupInfoEnroll,
  getMemberInfo,
} from '../../../contract/storefrontCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { MEMBER_INFO_NOT_FOUND } from './storefrontHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(username: string) {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

describe(`storefront look-ups (${TEST_DIALECT})`, () => {
  it("the About pop-up's calls give a rep's bio and a group's about text; unknown and hostile ids are refused", async () => {
    const browser = t.browser();
    const rep = await browser.ok(getAgentAboutPageInfo, { query: { agent_id: 1 } });
    expect(rep).toMatchObject({ display_about_name: 'Jordan Ellis', display_phone: '3105550101' });
    // The rep's code lets whoever holds it enroll under the rep: the pop-up does not hand it out.
    expect(JSON.stringify(rep)).not.toContain('JE7K2M9Q');
    expect(rep.about_text).toContain('Southern California');
    const group = await browser.ok(getGroupAboutPageInfo, { query: { group_id: 2512 } });
    expect(group.display_about_name).toBe('Coastal Dental Partners');
    expect(group.about_text).toBe(
      'Coastal Dental Partners offers its people a choice of benefits through the national association.',
    );
    expect((await browser.call(getAgentAboutPageInfo, { query: { agent_id: 999 } })).statusCode).toBe(404);
    expect((await browser.call(getGroupAboutPageInfo, { query: { group_id: 999 } })).statusCode).toBe(404);
    const hostile = await browser.call(getGroupAboutPageInfo, {
      query: { group_id: '1 OR 1=1' as unknown as number },
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.errors).toEqual([{ target_element: 'group_id', error_message: 'Not found' }]);
  });

  it("get-goenroll-footer-plan names the site's footer plan, and none once it is retired", async () => {
    expect(await t.browser().ok(getGoenrollFooterPlan)).toEqual({
      plan_id: 101,
      plan_name: 'Harborline Dental Essentials',
    });
    await t.deps.db.updateTable('plans').set({ active: 0 }).where('id', '=', 101).execute();
    try {
      expect(await t.browser().ok(getGoenrollFooterPlan)).toEqual({ plan_id: null, plan_name: null });
    } finally {
      await t.deps.db.updateTable('plans').set({ active: 1 }).where('id', '=', 101).execute();
    }
  });

  it('get-agent-info-enroll gives the rep, its code to the rep alone; get-group-info-enroll keeps both codes to its own rep and admin', async () => {
    const stranger = t.browser();
    expect(await stranger.ok(getAgentInfoEnroll, { query: { agent_id: 2 } })).toMatchObject({
      agent_id: 2,
      first_name: 'Priya',
      last_name: 'Nair',
      agent_code: null,
    });
    expect((await stranger.call(getAgentInfoEnroll, { query: { agent_id: 77 } })).statusCode).toBe(404);
    // Rep 3 has no public page and group 3002 is by invitation only; 2512 has a page: no code is given away.
    expect((await stranger.ok(getAgentInfoEnroll, { query: { agent_id: 3 } })).agent_code).toBeNull();
    for (const groupId of [2512, 3002]) {
      const group = await stranger.ok(getGroupInfoEnroll, { query: { group_id: groupId } });
      expect(group).toMatchObject({ gid: groupId, gagent_code: null, gcode: null });
    }
    expect((await stranger.ok(getGroupInfoEnroll, { query: { group_id: 2512 } })).gname).toBe(
      'Coastal Dental Partners',
    );
    const admin = await signedIn('admin.2512@example.com');
    const own = await admin.ok(getGroupInfoEnroll, { query: { group_id: 2512 } });
    expect(own.gcode).toBe('CDP25120');
    expect(own.gagent_code).toEqual(expect.any(String));
    // Another group's administrator does not see this group's codes.
    expect(await admin.ok(getGroupInfoEnroll, { query: { group_id: 2556 } })).toMatchObject({
      gcode: null,
      gagent_code: null,
    });
    const otherRep = await signedIn('jordan.ellis@example.com');
    expect(await otherRep.ok(getGroupInfoEnroll, { query: { group_id: 2512 } })).toMatchObject({
      gcode: null,
      gagent_code: null,
    });
    expect((await otherRep.ok(getAgentInfoEnroll, { query: { agent_id: 2 } })).agent_code).toBeNull();
    expect((await otherRep.ok(getAgentInfoEnroll, { query: { agent_id: 1 } })).agent_code).toBe('JE7K2M9Q');
    const ownRep = await signedIn('priya.nair@example.com');
    expect((await ownRep.ok(getGroupInfoEnroll, { query: { group_id: 2512 } })).gcode).toBe('CDP25120');
    expect((await ownRep.ok(getAgentInfoEnroll, { query: { agent_id: 2 } })).agent_code).toEqual(
      expect.any(String),
    );
  });

  it("get-member-info answers only the member's own rep or group administrator", async () => {
    expect((await t.browser().call(getMemberInfo, { query: { user_id: 5002 } })).statusCode).toBe(401);
    const ownRep = await signedIn('priya.nair@example.com');
    const noah = await ownRep.ok(getMemberInfo, { query: { user_id: 5002 } });
    expect(noah).toMatchObject({ user_id: 5002, first_name: 'Noah', last_name: 'Nguyen', group_id: 2512 });
    expect(JSON.stringify(noah)).not.toMatch(/\d{9}/);
    const admin = await signedIn('admin.2512@example.com');
    expect((await admin.ok(getMemberInfo, { query: { user_id: 5002 } })).first_name).toBe('Noah');
    // Another group's administrator does not see this group's member.
    const otherAdmin = await signedIn('admin.2556@example.com');
    expect((await otherAdmin.call(getMemberInfo, { query: { user_id: 5002 } })).statusCode).toBe(404);
    // Another rep's member and a member that does not exist read the same.
    const otherRep = await signedIn('jordan.ellis@example.com');
    const theirs = await otherRep.call(getMemberInfo, { query: { user_id: 5002 } });
    const none = await otherRep.call(getMemberInfo, { query: { user_id: 99999 } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.errors).toEqual(none.errors);
    expect(theirs.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_INFO_NOT_FOUND }]);
  });

  it('get-external-site-infromation finds a rep or group site by name; others are 404 or refused', async () => {
    const browser = t.browser();
    expect(await browser.ok(getExternalSiteInformation, { query: { site_name: 'Coastal-Dental' } })).toEqual({
      site_name: 'coastal-dental',
      display_name: 'Coastal Dental Partners',
      agent_id: 2,
      group_id: 2512,
    });
    expect(
      await browser.ok(getExternalSiteInformation, { query: { site_name: 'jordan-ellis' } }),
    ).toMatchObject({
      agent_id: 1,
      group_id: null,
    });
    expect(
      (await browser.call(getExternalSiteInformation, { query: { site_name: 'nobody' } })).statusCode,
    ).toBe(404);
    const hostile = await browser.call(getExternalSiteInformation, { query: { site_name: "x' OR '1'='1" } });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.errors).toEqual([{ target_element: 'site_name', error_message: 'Site not found' }]);
  });
});
