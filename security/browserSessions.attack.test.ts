import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut, whoAmI } from '../src/contract/authCalls';
import { getCartAmount, getCartCount, getPlanCart } from '../src/contract/cartCalls';
import type { Endpoint } from '../src/contract/endpoint';
import { getDynamicTabs, saveContactInfo, savePersonalInfo } from '../src/contract/enrollmentCalls';
import { addFilterForNewUser, changeFilterInfo, getEnrollmentTempInfo } from '../src/contract/filterCalls';
import { getFormFieldsPersonalInfo } from '../src/contract/formFieldCalls';
import {
  addFilterForMember,
  getGroupAgentMemberInfo,
  MEMBER_LINK_INVALID,
} from '../src/contract/memberCalls';
import { getPlanPricingDetail } from '../src/contract/planCalls';
import { MEMBER_LINK_ELSEWHERE } from '../src/server/access/memberLinks';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import { CONTACT, PERSONAL } from '../testing/fixtures';
import { ADULT_FILTER, checkedOutEnrollment, startEnrollment } from '../testing/journey';
import { RealBrowser } from '../testing/realBrowser';
import {
  type RealServer,
  runCommand,
  startRealServer,
  stopEverything,
  TEST_ENCRYPTION_KEY,
} from './realServer';

/** Attacks 8 (sign-out and foreign pages), 9 (a member link replayed) and 11 (another browser's enrollment). */
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(stopEverything);

const REP = { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD };
const FOREIGN = { origin: 'https://evil.example' };
const readFilter = (browser: RealBrowser, id: string) =>
  browser.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } });

describe('attack 8: sign-out closes the door; foreign pages change nothing', () => {
  it("after sign-out the same browser, or its cookies copied before, no longer reads the member's enrollment", async () => {
    const rep = server.browser();
    await rep.ok(signIn, { body: REP });
    const { temp_enrollment_id: id } = await rep.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1 },
    });
    expect((await readFilter(rep, id)).status).toBe(200);
    const copied = rep.cookie;

    await rep.ok(signOut);
    expect((await readFilter(rep, id)).status).toBe(404);
    const replayed = await server
      .browser()
      .call(
        getEnrollmentTempInfo,
        { query: { enrollment_id: id, column: 'filter_info' } },
        { cookie: copied },
      );
    expect(replayed.status).toBe(404);
    // Signing in again in that browser does not bring back what its old key opened.
    await rep.ok(signIn, { body: REP });
    expect((await readFilter(rep, id)).status).toBe(404);
  });

  it('refuses a state-changing call with a foreign Origin or Sec-Fetch-Site: 403, and nothing changes', async () => {
    const rep = server.browser();
    await rep.ok(signIn, { body: REP });
    const id = await startEnrollment(rep);
    for (const headers of [FOREIGN, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      expect((await rep.call(signOut, {}, headers)).status).toBe(403);
      const change = await rep.call(
        changeFilterInfo,
        { params: { tempId: id }, body: { zip: '10001' } },
        headers,
      );
      expect(change.status).toBe(403);
      expect(change.errors[0]?.target_element).toBe('origin');
      expect((await server.browser().call(addFilterForNewUser, { body: ADULT_FILTER }, headers)).status).toBe(
        403,
      );
    }
    expect((await rep.ok(whoAmI)).signed_in).toBe(true);
    expect((await readFilter(rep, id)).data?.result).toMatchObject({ zip: ADULT_FILTER.zip });
  });
});

describe('attack 9: a member link replayed in a second browser', () => {
  it('opens the store in the first browser only', async () => {
    const link = await runCommand('src/server/memberLinkCommand.ts', ['5001', 'IO', server.url], {
      DATA_DIR: server.dataDir,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    });
    const token = /\/member-benefit-store\/([^/]+)\/IO$/.exec(link)?.[1] ?? '';
    expect(token).not.toBe('');
    const open = (browser: RealBrowser, userId: string) =>
      browser.call(addFilterForMember, { body: { user_id: userId, tier: 'IO' } });
    const member = server.browser();
    expect((await open(member, token)).status).toBe(200);
    expect((await open(member, token)).status).toBe(200);
    const replay = await open(server.browser(), token);
    expect(replay.status).toBe(403);
    expect(replay.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_LINK_ELSEWHERE }]);
    const rewritten = await open(server.browser(), token.replaceAll('.', ':'));
    expect(rewritten.errors).toEqual([{ target_element: 'user_id', error_message: MEMBER_LINK_INVALID }]);
  });
});

describe("attack 11: reading another browser's enrollment", () => {
  it('answers 404 to a browser without the cookie or with another cookie, for a sample of reads', async () => {
    const owner = server.browser();
    const id = await checkedOutEnrollment(owner, 101);
    await owner.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    await owner.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
    const other = server.browser();
    await startEnrollment(other);

    const query = { enrollment_id: id };
    const reads: Array<[Endpoint, Record<string, unknown>]> = [
      [getEnrollmentTempInfo, { ...query, column: 'primary_info' }],
      [getEnrollmentTempInfo, { ...query, column: 'contact_info' }],
      [getEnrollmentTempInfo, { ...query, column: 'filter_info' }],
      [getPlanCart, query],
      [getCartCount, query],
      [getCartAmount, query],
      [getGroupAgentMemberInfo, query],
      [getFormFieldsPersonalInfo, query],
      [getDynamicTabs, query],
      [getPlanPricingDetail, { ...query, pid: 101 }],
    ];
    for (const [endpoint, input] of reads) {
      const asked = { call: endpoint.path, column: input.column };
      expect({ ...asked, status: (await owner.call(endpoint, { query: input })).status }).toEqual({
        ...asked,
        status: 200,
      });
      for (const stranger of [new RealBrowser(server.url), other]) {
        const answer = await stranger.call(endpoint, { query: input });
        expect({ ...asked, status: answer.status }).toEqual({ ...asked, status: 404 });
        expect(answer.text).not.toContain(PERSONAL.last_name);
        expect(answer.text).not.toContain(CONTACT.address1);
      }
    }
  });
});
