import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedByAccount } from '../../../../testing/journey';
import { memberLinkPolicy, signedIn } from '../../../../testing/memberPolicies';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { addFilterForMember } from '../../../contract/memberCalls';
import { makePolicyChange, previewPolicyChange } from '../../../contract/policyCalls';
import { getPolicyOptions } from '../../../contract/policyOptionCalls';
import { memberLinkToken } from '../../access/memberLinks';
import { POLICY_NOT_FOUND } from './policyReach';

/**
 * get-policy-options on the enrollment host: the member from their member link and the rep from their
 * book read the plan options their policy may move to, priced as the change is then reviewed and made;
 * outside the reach the policy is unknown, and the group administrator (who may not change the option)
 * is refused.
 */
let now = new Date('2026-01-20T12:00:00Z');
let t: TestApp;
/** Ava Carter (5001) through her member link, on Harborline Dental Preferred (102). */
let ava: { browser: TestBrowser; id: string; policyId: string };
let jordanPolicy: string;
let redwoodPolicy: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  ava = await memberLinkPolicy(t, 5001, 102);
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

describe(`the plan options of a policy in reach (${TEST_DIALECT})`, () => {
  it('the member lists them from their member link and makes the change at the price listed', async () => {
    now = new Date('2026-03-20T12:00:00Z');
    const on = { enrollment_id: ava.id, policy_id: ava.policyId };
    const birth = { event: 'birth', event_date: '03/14/2026' };
    const listed = await ava.browser.ok(getPolicyOptions, { query: { ...on, ...birth } });
    expect(listed.coverages).toHaveLength(1);
    const [coverage] = listed.coverages;
    expect(coverage).toMatchObject({ plan_id: 102, category: 'dental', priced_on: '03/14/2026' });
    expect(coverage?.choices.map((c) => c.plan_id)).toContain(101);
    expect(coverage?.choices).not.toContainEqual(
      expect.objectContaining({ plan_id: 102, option: coverage?.option }),
    );
    const chosen = coverage?.choices[0];
    if (!chosen) throw new Error('no option listed');
    const request = {
      ...on,
      ...birth,
      kind: 'change_option' as const,
      plan_id: chosen.plan_id,
      option: chosen.option,
    };
    const preview = await ava.browser.ok(previewPolicyChange, { body: request });
    expect(preview).toMatchObject({ effective_date: '03/14/2026', monthly_after: chosen.monthly });
    const made = await ava.browser.ok(makePolicyChange, { body: request });
    expect(made.effective_date).toBe('03/14/2026');
    const after = await ava.browser.ok(getPolicyOptions, { query: on });
    expect(after.coverages[0]).toMatchObject({ plan_id: chosen.plan_id, option: chosen.option });
  });

  it('the rep reads their book only; the group administrator is refused; others find no policy', async () => {
    now = new Date('2026-03-20T12:00:00Z');
    const jordan = await signedIn(t, 'jordan.ellis@example.com');
    const jordans = await jordan.ok(getPolicyOptions, { query: { policy_id: jordanPolicy } });
    expect(jordans.coverages[0]?.choices.length).toBeGreaterThan(0);
    const ben = t.browser();
    const benLink = await ben.ok(addFilterForMember, {
      body: { user_id: memberLinkToken(t.deps.secretBox, 5002, now), tier: 'IO' },
    });
    const outside: [TestBrowser, Record<string, string>][] = [
      [jordan, { policy_id: redwoodPolicy }],
      [await signedIn(t, 'priya.nair@example.com'), { policy_id: jordanPolicy }],
      [ben, { policy_id: ava.policyId, enrollment_id: benLink.temp_enrollment_id }],
    ];
    for (const [browser, query] of outside) {
      const read = await browser.call(getPolicyOptions, { query: { policy_id: '', ...query } });
      expect(read.statusCode, query.policy_id).toBe(404);
      expect(read.errors).toEqual([{ target_element: 'policy_id', error_message: POLICY_NOT_FOUND }]);
    }
    const redwood = await signedIn(t, 'admin.2556@example.com');
    const refused = await redwood.call(getPolicyOptions, { query: { policy_id: redwoodPolicy } });
    expect(refused.statusCode).toBe(403);
    expect(refused.errors).toEqual([
      { target_element: 'kind', error_message: expect.stringMatching(/group administrator cannot change/) },
    ]);
    expect(
      (await t.browser().call(getPolicyOptions, { query: { policy_id: jordanPolicy } })).statusCode,
    ).toBe(401);
  });
});
