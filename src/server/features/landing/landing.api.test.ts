import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addFilterForNewUser } from '../../../contract/filterCalls';
import {
  getAgentLandingPageInfo,
  getGroupLandingPageInfo,
  validateAgent,
  validateGroup,
  validateLandingPage,
} from '../../../contract/landingCalls';
import { getGroupAgentMemberInfo } from '../../../contract/memberCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { getEnrollmentInfoReferral } from '../../../contract/referralCalls';
import { REQUIRED } from '../../../domain/fieldRules';
import { AGENT_CODE_UNKNOWN, CODE_FORMAT, GROUP_CODE_UNKNOWN } from '../../../domain/forms/accessCodeForm';
import { TOO_MANY_CODES } from './landingHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`landing pages and codes (${TEST_DIALECT})`, () => {
  it('validate-landing-page finds a group or a rep by slug, and nothing else', async () => {
    const browser = t.browser();
    expect(await browser.ok(validateLandingPage, { query: { landing_page: 'coastal-dental' } })).toEqual({
      type: 'group',
      agent_id: 2,
      group_id: 2512,
    });
    expect(await browser.ok(validateLandingPage, { query: { landing_page: 'Jordan-Ellis' } })).toEqual({
      type: 'agent',
      agent_id: 1,
      group_id: null,
    });
    for (const landing_page of ['nobody-here', "x' OR 1=1 --", '../etc/passwd', 'a'.repeat(500)]) {
      const missing = await browser.call(validateLandingPage, { query: { landing_page } });
      expect([400, 404]).toContain(missing.statusCode);
      expect(missing.errors).toEqual([{ target_element: 'landing_page', error_message: 'Page not found' }]);
    }
  });

  it('landing details of a rep and a group', async () => {
    const browser = t.browser();
    const rep = await browser.ok(getAgentLandingPageInfo, { query: { agent_id: 2 } });
    expect(rep).toMatchObject({ display_name: 'Priya Nair', display_phone: '2125550144' });
    const group = await browser.ok(getGroupLandingPageInfo, { query: { group_id: 2512 } });
    expect(group.display_name).toBe('Coastal Dental Partners');
    expect(group.gweb_aboutus).toContain('Coastal Dental Partners');
    expect((await browser.call(getAgentLandingPageInfo, { query: { agent_id: 99 } })).statusCode).toBe(404);
    expect((await browser.call(getGroupLandingPageInfo, { query: { group_id: -1 } })).statusCode).toBe(400);
  });

  it('validate-agent and validate-group look up codes, whatever their case', async () => {
    const browser = t.browser();
    const rep = await browser.ok(validateAgent, { query: { agent_code: 'je7k2m9q' } });
    expect(rep).toEqual({
      first_name: 'Jordan',
      last_name: 'Ellis',
      agent_code: 'JE7K2M9Q',
      email: 'jordan.ellis@example.com',
      phone: '3105550101',
      landing_url: '/jordan-ellis',
    });
    const noLanding = await browser.ok(validateAgent, { query: { agent_code: 'MR9D3F6H' } });
    expect(noLanding.landing_url).toBeNull();
    const unknown = await browser.call(validateAgent, { query: { agent_code: 'ZZZZ9999' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.errors).toEqual([{ target_element: 'agent_code', error_message: AGENT_CODE_UNKNOWN }]);
    const empty = await browser.call(validateAgent, { query: { agent_code: '' } });
    expect(empty.errors).toEqual([{ target_element: 'agent_code', error_message: REQUIRED }]);
    const script = await browser.call(validateAgent, { query: { agent_code: '<script>' } });
    expect(script.errors).toEqual([{ target_element: 'agent_code', error_message: CODE_FORMAT }]);

    expect(await browser.ok(validateGroup, { query: { group_code: 'cdp25120' } })).toEqual({
      name: 'Coastal Dental Partners',
      landing_url: '/coastal-dental',
    });
    expect((await browser.ok(validateGroup, { query: { group_code: 'LKS30020' } })).landing_url).toBeNull();
    const missing = await browser.call(validateGroup, { query: { group_code: 'NOPE0000' } });
    expect(missing.errors).toEqual([{ target_element: 'group_code', error_message: GROUP_CODE_UNKNOWN }]);
  });

  it('get-enrollment-info-referral tells who referred; an expired link is not valid; an unknown one is 404', async () => {
    const browser = t.browser();
    expect(await browser.ok(getEnrollmentInfoReferral, { query: { referral_id: 'RFPN7731' } })).toEqual({
      agent_id: 2,
      group_id: 2512,
      portal_id: 3,
      valid_referral_link: true,
      referrer_info: { name: 'Priya Nair', phone: '2125550144', email: 'priya.nair@example.com' },
    });
    const expired = await browser.ok(getEnrollmentInfoReferral, { query: { referral_id: 'RFOLD001' } });
    expect(expired.valid_referral_link).toBe(false);
    expect(expired.referrer_info).toBeNull();
    expect(
      (await browser.call(getEnrollmentInfoReferral, { query: { referral_id: 'NOPE' } })).statusCode,
    ).toBe(404);
    const hostile = await browser.call(getEnrollmentInfoReferral, { query: { referral_id: "1' OR '1'='1" } });
    expect(hostile.statusCode).toBe(400);
  });

  it("add-filter-for-new-user through a referral takes the link's rep, group and portal, not the ones sent", async () => {
    const browser = t.browser();
    const created = await browser.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, referral: 'rfpn7731', agent_id: 1, eprocess: 'applicant' },
    });
    const info = await browser.ok(getGroupAgentMemberInfo, {
      query: { enrollment_id: created.temp_enrollment_id },
    });
    expect(info.enrollment_type).toBe('new-group-member');
    expect(info.result.group_info?.name).toBe('Coastal Dental Partners');
    const pricing = await browser.ok(getPlanPricingDetail, {
      query: { pid: 101, enrollment_id: created.temp_enrollment_id },
    });
    expect(pricing.errorCode).toBeNull();
    const expired = await browser.call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, referral: 'RFOLD001' },
    });
    expect(expired.errors).toEqual([
      { target_element: 'referral', error_message: 'This referral link is no longer valid' },
    ]);
  });

  it('stops answering code look-ups from an address that tried too many unknown codes', async () => {
    const browser = t.browser();
    for (let n = 0; n < 20; n += 1)
      await browser.call(validateGroup, { query: { group_code: `ZZ${String(n).padStart(6, '0')}` } });
    const locked = await browser.call(validateAgent, { query: { agent_code: 'JE7K2M9Q' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.errors).toEqual([{ target_element: 'agent_code', error_message: TOO_MANY_CODES }]);
  });

  it("hands a rep's code only to the branded site that shows it in its tools menu, for its own rep or group", async () => {
    const ask = async (url: string, host: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: Record<string, unknown> }).data;
    };
    // The plain store: no rep's code for any id (ids 1..60 gave them all before).
    for (let id = 1; id <= 6; id++) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/get-agent-landing-page-info?agent_id=${id}`,
      });
      if (answer.statusCode === 200) expect(answer.json().data).not.toHaveProperty('agent_code');
    }
    expect(await ask('/api/v1/get-group-landing-page-info?group_id=2512', 'localhost')).not.toHaveProperty(
      'agent_code',
    );
    // The doctor site (rep 4, group 3001) shows the tools menu: its own rep's code, no other's.
    expect(await ask('/api/v1/get-agent-landing-page-info?agent_id=4', 'doctor.localhost')).toHaveProperty(
      'agent_code',
    );
    expect(await ask('/api/v1/get-group-landing-page-info?group_id=3001', 'doctor.localhost')).toHaveProperty(
      'agent_code',
    );
    expect(
      await ask('/api/v1/get-agent-landing-page-info?agent_id=2', 'doctor.localhost'),
    ).not.toHaveProperty('agent_code');
    expect(
      await ask('/api/v1/get-group-landing-page-info?group_id=2512', 'doctor.localhost'),
    ).not.toHaveProperty('agent_code');
  });
});
