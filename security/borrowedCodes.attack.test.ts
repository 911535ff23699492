import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/contract/authCalls';
import { addFilterForNewUser } from '../src/contract/filterCalls';
import { getAgentLandingPageInfo, getGroupLandingPageInfo } from '../src/contract/landingCalls';
import { getGroupAgentMemberInfo } from '../src/contract/memberCalls';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import { AGENTS, GROUPS } from '../src/server/seed/demoPeople';
import { ADULT_FILTER } from '../testing/journey';
import type { RealAnswer } from '../testing/realBrowser';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/** Attack 5 (an anonymous enrollment borrowing a rep, group or portal) and attack 6 (codes handed out). */
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(stopEverything);

const enrollments = () => countInStore(server.dataDir, 'SELECT count(*) AS n FROM enrollments');

describe('attack 5: an anonymous enrollment borrows a rep, a group or a portal', () => {
  it('refuses every borrowed combination with 4xx and creates nothing', async () => {
    const before = enrollments();
    const borrowed: Array<Record<string, unknown>> = [
      // The measured attack: rep 3, rep 2's group, rep 1's portal.
      { eprocess: 'applicant', agent_id: 3, group_id: 2512, platform_group_id: 1 },
      { eprocess: 'applicant', agent_id: 2, group_id: 2512, platform_group_id: 1 },
      { eprocess: 'applicant', platform_group_id: 3 },
      // A group without a public page (Lakeside Schools, rep 3's).
      { eprocess: 'applicant', agent_id: 3, group_id: 3002 },
      // A rep's or a group's own enrollment, claimed without signing in.
      { eprocess: 'rep', agent_id: 1 },
      { eprocess: 'group', group_id: 2512 },
    ];
    for (const extra of borrowed) {
      const answer = await server
        .browser()
        .call(addFilterForNewUser, { body: { ...ADULT_FILTER, ...extra } });
      expect({ extra, status: answer.status }).toMatchObject({
        extra,
        status: expect.toSatisfy((status: number) => status >= 400 && status < 500),
      });
    }
    expect(enrollments()).toBe(before);
    // What the group's own landing page sends is taken (the test can tell a refusal from a broken call).
    const own = await server.browser().call(addFilterForNewUser, {
      body: {
        ...ADULT_FILTER,
        eprocess: 'applicant',
        open_type: 'group',
        agent_id: 2,
        group_id: 2512,
        platform_group_id: 3,
      },
    });
    expect(own.status).toBe(200);
  });
});

describe('attack 6: rep and group codes collected from the plain store', () => {
  const CODES = [...AGENTS, ...GROUPS].map((owner) => owner.code);
  /** The codes an answer gives away, by key or anywhere in its text, whatever the case. */
  const codesIn = (answer: RealAnswer) => [
    ...(/"(agent_code|group_code|code)"/.exec(answer.text) ? ['a code field'] : []),
    ...CODES.filter((code) => answer.text.toUpperCase().includes(code)),
  ];

  it('gives no code for rep ids 1..60 nor for any group', async () => {
    const browser = server.browser();
    const found: string[] = [];
    let answered = 0;
    for (let agent_id = 1; agent_id <= 60; agent_id++) {
      const answer = await browser.call(getAgentLandingPageInfo, { query: { agent_id } });
      if (answer.status === 200) answered++;
      found.push(...codesIn(answer));
    }
    for (const group of GROUPS) {
      const answer = await browser.call(getGroupLandingPageInfo, { query: { group_id: group.id } });
      if (answer.status === 200) answered++;
      found.push(...codesIn(answer));
    }
    expect(answered).toBeGreaterThanOrEqual(AGENTS.length);
    expect(found).toEqual([]);
  });

  it("get-group-agent-member-info never sends the group's code", async () => {
    const shopper = server.browser();
    const byReferral = await shopper.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, referral: 'RFPN7731' },
    });
    const admin = server.browser();
    await admin.ok(signIn, { body: { username: 'admin.2512@example.com', password: DEMO_PASSWORD } });
    const ofGroup = await admin.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'group', group_id: 2512 },
    });
    for (const [browser, id] of [
      [shopper, byReferral.temp_enrollment_id],
      [admin, ofGroup.temp_enrollment_id],
    ] as const) {
      const answer = await browser.call(getGroupAgentMemberInfo, { query: { enrollment_id: id } });
      expect(answer.status).toBe(200);
      expect(answer.data?.result.group_info?.name).toBe('Coastal Dental Partners');
      expect(codesIn(answer)).toEqual([]);
    }
  });
});
