import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistAdd } from '../src/contract/assistantCalls';
import { addPlanToCart } from '../src/contract/cartCalls';
import { validateMemberEmail, validatePhoneNumverify } from '../src/contract/contactCheckCalls';
import { saveEnrollerCode } from '../src/contract/enrollerCodeCalls';
import { saveContactInfo, saveReviewInfo } from '../src/contract/enrollmentCalls';
import { addFilterForNewUser } from '../src/contract/filterCalls';
import { getPlanPricingDetail } from '../src/contract/planCalls';
import { saveScreenshot } from '../src/contract/screenshotCalls';
import {
  getAgentAboutPageInfo,
  getAgentInfoEnroll,
  getGroupInfoEnroll,
} from '../src/contract/storefrontCalls';
import { AGENTS, GROUPS } from '../src/server/seed/demoPeople';
import { CONTACT } from '../testing/fixtures';
import { ADULT_FILTER, checkedOutEnrollment, saveStepsToReview } from '../testing/journey';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore, rowsInStore } from './storeFile';

/**
 * Attacks 15 to 19 (issue 26): what an attacker on one machine, with no account, could do cheaply
 * because anonymous enrollments were free and most limits counted per enrollment. The server trusts
 * the test's X-Forwarded-For (TRUST_PROXY), so each attack speaks from an address of its own.
 */
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer({ TRUST_PROXY: '127.0.0.1' });
});

afterAll(stopEverything);

const is4xx = (status: number) => status >= 400 && status < 500;

describe("attack 15: a shopper's word makes a current member's enrollment", () => {
  it('refuses type existing-user from anyone, so the association-only plan still needs the membership', async () => {
    const before = countInStore(server.dataDir, 'SELECT count(*) AS n FROM enrollments');
    const claimed = await server
      .browser('192.0.2.15')
      .call(addFilterForNewUser, { body: { ...ADULT_FILTER, type: 'existing-user' } });
    expect(claimed.status).toBe(403);
    expect(countInStore(server.dataDir, 'SELECT count(*) AS n FROM enrollments')).toBe(before);
    // A shopper's own enrollment cannot buy plan 121 without the membership.
    const shopper = server.browser('192.0.2.15');
    const { temp_enrollment_id: id } = await shopper.ok(addFilterForNewUser, { body: ADULT_FILTER });
    const pricing = await shopper.ok(getPlanPricingDetail, { query: { pid: 121, enrollment_id: id } });
    const option = pricing.plans[0]?.plan_pricing_id ?? 1;
    const bought = await shopper.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 121, plan_pricing_id: option },
    });
    expect(bought.status).toBe(409);
  });
});

describe('attack 16: finding out who is a member by e-mail and phone', () => {
  it("never tells a new shopper that an e-mail or phone is a member's", async () => {
    const members = rowsInStore<{ email: string; phone: string }>(
      server.dataDir,
      'SELECT email, phone FROM members ORDER BY id',
    );
    expect(members.length).toBeGreaterThan(5);
    const shopper = server.browser('192.0.2.16');
    const { temp_enrollment_id: id } = await shopper.ok(addFilterForNewUser, { body: ADULT_FILTER });
    const said: string[] = [];
    for (const member of members.slice(0, 12)) {
      const email = await shopper.call(validateMemberEmail, {
        body: { enrollment_id: id, email: member.email },
      });
      const phone = await shopper.call(validatePhoneNumverify, {
        query: { enrollment_id: id, phone: member.phone },
      });
      said.push(email.text, phone.text);
      expect(email.status).toBe(200);
      expect(phone.status).toBe(200);
    }
    expect(said.join('\n')).not.toMatch(/Already Exists|already exists/);
  });
});

describe('attack 17: collecting rep and group codes from the enrollment look-ups', () => {
  it('gives no rep or group code to a stranger, for any rep or group', async () => {
    const codes = [...AGENTS.map((a) => a.code), ...GROUPS.map((g) => g.code)];
    const stranger = server.browser('192.0.2.17');
    const answers: string[] = [];
    for (let id = 1; id <= 60; id += 1) {
      answers.push((await stranger.call(getAgentInfoEnroll, { query: { agent_id: id } })).text);
      answers.push((await stranger.call(getAgentAboutPageInfo, { query: { agent_id: id } })).text);
    }
    for (const group of GROUPS) {
      answers.push((await stranger.call(getGroupInfoEnroll, { query: { group_id: group.id } })).text);
    }
    const all = answers.join('\n');
    expect(all).toContain('Priya');
    for (const code of codes) expect(all, code).not.toContain(code);
  });
});

describe('attack 18: mail floods through receipts and leads', () => {
  it("twelve submissions naming one inbox (under +tags) queue no more than the inbox's limit", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      // Each from an address of its own: the inbox's own limit is what holds.
      const shopper = server.browser(`192.0.2.${100 + n}`);
      const id = await checkedOutEnrollment(shopper);
      await saveStepsToReview(shopper, id);
      await shopper.ok(saveContactInfo, {
        body: { enrollment_id: id, ...CONTACT, email_address: `flood.victim+${n}@example.com` },
      });
      expect((await shopper.call(saveReviewInfo, { body: { enrollment_id: id } })).status).toBe(200);
      ids.push(id);
    }
    const receipts = countInStore(
      server.dataDir,
      `SELECT count(*) AS n FROM mail_outbox WHERE kind = 'receipt' AND enrollment_id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    );
    expect(receipts).toBeLessThanOrEqual(10);
  });

  it("fifteen finished conversations queue no more than the rep's limit of lead mails", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      const visitor = server.browser(`192.0.2.${150 + n}`);
      const device = `dev_attack_${String(n).padStart(9, '0')}`;
      for (const [index, answer] of ['Flood Name', 'flood@example.com', 'Anything'].entries()) {
        const answered = await visitor.call(assistAdd, {
          body: { device_id: device, agent_id: 3, web_url: `${server.url}/`, question_id: index + 1, answer },
        });
        if (index === 2) statuses.push(answered.status);
      }
    }
    const leads = countInStore(
      server.dataDir,
      "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'lead' AND to_address = 'marcus.reed@example.com'",
    );
    expect(leads).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBe(15 - leads);
  });
});

describe('attack 19: rotating free enrollments to dodge per-enrollment limits', () => {
  it('stops new enrollments from one address after a burst of 30 (200 asked in a loop)', async () => {
    const before = countInStore(server.dataDir, 'SELECT count(*) AS n FROM enrollments');
    const statuses: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      statuses.push(
        (await server.browser('192.0.2.19').call(addFilterForNewUser, { body: ADULT_FILTER })).status,
      );
    }
    const made = countInStore(server.dataDir, 'SELECT count(*) AS n FROM enrollments') - before;
    expect(made).toBe(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(170);
  });

  it('counts enroller code guesses per address across enrollments: at most 20, then even the right code waits', async () => {
    const page = { ...ADULT_FILTER, open_type: 'group', agent_id: 2, group_id: 2512, platform_group_id: 3 };
    let checked = 0;
    let refused = 0;
    for (let enrollment = 0; enrollment < 4; enrollment += 1) {
      const guesser = server.browser('192.0.2.20');
      const { temp_enrollment_id: id } = await guesser.ok(addFilterForNewUser, { body: page });
      for (let n = 0; n < 10; n += 1) {
        const guess = await guesser.call(saveEnrollerCode, {
          body: { enrollment_id: id, enrollerCode: `ZZ${enrollment}${n}00` },
        });
        if (guess.status === 429) refused += 1;
        else checked += 1;
      }
    }
    expect(checked).toBe(20);
    expect(refused).toBe(20);
    const guesser = server.browser('192.0.2.20');
    const { temp_enrollment_id: id } = await guesser.ok(addFilterForNewUser, { body: page });
    expect(
      (await guesser.call(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: 'PN2001' } })).status,
    ).toBe(429);
  });

  it('counts step pictures per address across enrollments: at most 300 an hour', async () => {
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    let kept = 0;
    let last = 200;
    for (let enrollment = 0; enrollment < 11 && last !== 429; enrollment += 1) {
      const shopper = server.browser('192.0.2.21');
      const { temp_enrollment_id: id } = await shopper.ok(addFilterForNewUser, { body: ADULT_FILTER });
      for (let n = 0; n < 30; n += 1) {
        last = (
          await shopper.call(saveScreenshot, {
            body: { enrollment_id: id, name: 'primary_info', image: pixel },
          })
        ).status;
        if (last === 429) break;
        expect(is4xx(last)).toBe(false);
        kept += 1;
      }
    }
    expect(kept).toBe(300);
    expect(last).toBe(429);
  });
});
