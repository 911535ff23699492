import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../../testing/fixtures';
import { submittedByAccount, submittedEnrollment } from '../../../../testing/journey';
import { memberLink, memberLinkPolicy, signedIn } from '../../../../testing/memberPolicies';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getMemberPolicies, getPolicy, previewPolicyChange } from '../../../contract/policyCalls';
import { POLICY_NOT_FOUND } from './policyReach';

/**
 * Who reaches a policy on the enrollment host (issue 41): the member from their member link, the rep by
 * their book, the group administrator by their group; everyone else is told there is no such policy.
 */
let t: TestApp;
/** A plan Ava has no policy of yet (she has the demo dental plan, 101). */
const AVA_PLAN_ID = 102;
/** Ava Carter (5001) submitted through her member link (rep 1, Jordan Ellis, serves her). */
let ava: { browser: TestBrowser; id: string; policyId: string };
/** Ben (5002) opened his member link and bought nothing. */
let ben: { browser: TestBrowser; id: string };
let shopper: { browser: TestBrowser; id: string; policyId: string };
/** Jordan Ellis (rep 1) for a shopper; Priya Nair (rep 2) for Redwood (group 2556). */
let jordanPolicy: string;
let redwoodPolicy: string;

beforeAll(async () => {
  t = await startTestApp();
  ava = await memberLinkPolicy(t, 5001, AVA_PLAN_ID);
  ben = await memberLink(t, 5002);
  const shopperBrowser = t.browser();
  shopper = { browser: shopperBrowser, ...(await submittedEnrollment(shopperBrowser)) };
  const jordan = await signedIn(t, 'jordan.ellis@example.com');
  jordanPolicy = (await submittedByAccount(jordan, { eprocess: 'rep', agent_id: 1, platform_group_id: 1 }))
    .policyId;
  const priya = await signedIn(t, 'priya.nair@example.com');
  redwoodPolicy = (
    await submittedByAccount(
      priya,
      { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 },
      { enrollerCode: 'PN2001', billing: { payment_method: 'stmt', bill_date: '28' } },
    )
  ).policyId;
}, 180_000);
afterAll(() => t.close());

const notFoundAt = (target: string) => [{ target_element: target, error_message: POLICY_NOT_FOUND }];

describe(`a policy's reach on the enrollment host (${TEST_DIALECT})`, () => {
  it("the member sees their own policies from their member link, names only, and no one else's", async () => {
    const mine = await ava.browser.ok(getMemberPolicies, { query: { enrollment_id: ava.id } });
    expect(mine.policies.map((policy) => policy.policy_id)).toEqual([ava.policyId]);
    const [policy] = mine.policies;
    expect(policy?.members).toEqual([
      expect.objectContaining({
        member_id: '1',
        relationship: 'subscriber',
        first_name: PERSONAL.first_name,
        last_name: PERSONAL.last_name,
      }),
    ]);
    expect(policy?.members[0]?.coverage[0]).toMatchObject({
      plan_id: AVA_PLAN_ID,
      end: null,
      start: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(policy?.monthly).toBeGreaterThan(0);
    expect(policy?.life_events.map((event) => event.id)).toContain('birth');
    expect(JSON.stringify(mine)).not.toContain(PERSONAL.ssn);
    const one = await ava.browser.ok(getPolicy, {
      query: { enrollment_id: ava.id, policy_id: ava.policyId },
    });
    expect(one).toEqual(policy);

    // Another member's link: their own list is empty and Ava's policy is unknown to them.
    expect((await ben.browser.ok(getMemberPolicies, { query: { enrollment_id: ben.id } })).policies).toEqual(
      [],
    );
    for (const policyId of [ava.policyId, shopper.policyId, jordanPolicy]) {
      const other = await ben.browser.call(getPolicy, {
        query: { enrollment_id: ben.id, policy_id: policyId },
      });
      expect(other.statusCode, policyId).toBe(404);
      expect(other.errors).toEqual(notFoundAt('policy_id'));
    }
  });

  it('an enrollment not opened by a member link reaches no policy, not even its own', async () => {
    const list = await shopper.browser.call(getMemberPolicies, { query: { enrollment_id: shopper.id } });
    expect(list.statusCode).toBe(404);
    expect(list.errors).toEqual(notFoundAt('enrollment_id'));
    const own = await shopper.browser.call(getPolicy, {
      query: { enrollment_id: shopper.id, policy_id: shopper.policyId },
    });
    expect(own.statusCode).toBe(404);
    expect(own.errors).toEqual(notFoundAt('enrollment_id'));
  });

  it('a rep reaches their book only; a group administrator their group only; signed out, sign in', async () => {
    const jordan = await signedIn(t, 'jordan.ellis@example.com');
    expect((await jordan.ok(getPolicy, { query: { policy_id: jordanPolicy } })).policy_id).toBe(jordanPolicy);
    // Ava's member-link policy is Jordan's member's: in his book.
    expect((await jordan.ok(getPolicy, { query: { policy_id: ava.policyId } })).policy_id).toBe(ava.policyId);
    const priya = await signedIn(t, 'priya.nair@example.com');
    const redwood = await signedIn(t, 'admin.2556@example.com');
    expect((await redwood.ok(getPolicy, { query: { policy_id: redwoodPolicy } })).policy_id).toBe(
      redwoodPolicy,
    );
    const outside: [TestBrowser, string][] = [
      [jordan, redwoodPolicy],
      [jordan, shopper.policyId],
      [priya, jordanPolicy],
      [priya, ava.policyId],
      [redwood, jordanPolicy],
      [redwood, 'NO-SUCH-POLICY'],
    ];
    for (const [browser, policyId] of outside) {
      const read = await browser.call(getPolicy, { query: { policy_id: policyId } });
      expect(read.statusCode, policyId).toBe(404);
      expect(read.errors).toEqual(notFoundAt('policy_id'));
      const change = await browser.call(previewPolicyChange, {
        body: { policy_id: policyId, kind: 'terminate' },
      });
      expect(change.statusCode, policyId).toBe(404);
    }
    expect((await t.browser().call(getPolicy, { query: { policy_id: jordanPolicy } })).statusCode).toBe(401);
  });

  it('refuses the kinds a caller may not make (403 at kind, or at event) before anything is looked at', async () => {
    const redwood = await signedIn(t, 'admin.2556@example.com');
    const refusals: [TestBrowser, Record<string, unknown>, string, RegExp][] = [
      [
        ava.browser,
        { enrollment_id: ava.id, policy_id: ava.policyId, kind: 'cancel' },
        'kind',
        /member cannot cancel/,
      ],
      [
        ava.browser,
        { enrollment_id: ava.id, policy_id: ava.policyId, kind: 'reinstate' },
        'kind',
        /ask your rep/,
      ],
      [
        ava.browser,
        { enrollment_id: ava.id, policy_id: ava.policyId, kind: 'terminate', event: 'employment_ended' },
        'event',
        /Your employer reports this event/,
      ],
      [
        redwood,
        { policy_id: redwoodPolicy, kind: 'change_option' },
        'kind',
        /group administrator cannot change/,
      ],
      [
        redwood,
        { policy_id: redwoodPolicy, kind: 'reinstate' },
        'kind',
        /group administrator cannot reinstate/,
      ],
    ];
    for (const [browser, body, target, message] of refusals) {
      const refused = await browser.call(previewPolicyChange, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
      expect(refused.errors).toEqual([
        { target_element: target, error_message: expect.stringMatching(message) },
      ]);
    }
    expect(
      await t.deps.db.selectFrom('policy_changes').select('id').execute(),
      'nothing was changed',
    ).toEqual([]);
  });
});
