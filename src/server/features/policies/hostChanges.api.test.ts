import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedByAccount } from '../../../../testing/journey';
import { memberLinkPolicy, signedIn } from '../../../../testing/memberPolicies';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getPolicy, makePolicyChange, previewPolicyChange } from '../../../contract/policyCalls';

/**
 * Changes made on the enrollment host (issue 41): the member from their member link, the rep from their
 * book, the group administrator for the group's employee, each kept with who made it.
 */
let now = new Date('2026-01-20T12:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};
let t: TestApp;
/** Ava Carter (5001) through her member link, a plan she has no policy of yet (102). */
let ava: { browser: TestBrowser; id: string; policyId: string };
/** Jordan Ellis's (rep 1) for a shopper; Priya Nair's (rep 2) for Redwood (group 2556). */
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

describe(`changes on the enrollment host (${TEST_DIALECT})`, () => {
  it('the member adds a newborn from their member link, the price change shown before it is made', async () => {
    at('2026-03-20T12:00:00Z');
    const request = {
      enrollment_id: ava.id,
      policy_id: ava.policyId,
      kind: 'add_dependent' as const,
      event: 'birth',
      event_date: '03/14/2026',
      person: {
        relationship: 'child',
        first_name: 'Baby',
        last_name: 'Carter',
        birthdate: '03/14/2026',
        gender: '1',
      },
    };
    const preview = await ava.browser.ok(previewPolicyChange, { body: request });
    expect(preview.effective_date).toBe('03/14/2026');
    expect(preview.monthly_after).toBeGreaterThan(preview.monthly_before);
    expect(
      (await ava.browser.ok(getPolicy, { query: { enrollment_id: ava.id, policy_id: ava.policyId } }))
        .changes,
    ).toEqual([]);
    const made = await ava.browser.ok(makePolicyChange, { body: request });
    expect(made.effective_date).toBe('03/14/2026');
    const policy = await ava.browser.ok(getPolicy, {
      query: { enrollment_id: ava.id, policy_id: ava.policyId },
    });
    expect(policy.members.map((m) => m.first_name)).toContain('Baby');
    expect(policy.monthly).toBe(preview.monthly_after);
    expect(policy.changes).toEqual([
      expect.objectContaining({
        change_id: made.change_id,
        made_by: 'The member',
        monthly_before: preview.monthly_before,
        monthly_after: preview.monthly_after,
      }),
    ]);
  });

  it("the rep terminates a policy of their book; the group administrator ends an employee's coverage", async () => {
    at('2026-03-22T12:00:00Z');
    const jordan = await signedIn(t, 'jordan.ellis@example.com');
    const ended = await jordan.ok(makePolicyChange, { body: { policy_id: jordanPolicy, kind: 'terminate' } });
    expect(ended.effective_date).toBe('03/31/2026');
    const jordans = await jordan.ok(getPolicy, { query: { policy_id: jordanPolicy } });
    expect(jordans.changes.map((c) => [c.kind, c.made_by])).toEqual([['terminate', 'Rep Jordan Ellis']]);

    const redwood = await signedIn(t, 'admin.2556@example.com');
    const employment = await redwood.ok(makePolicyChange, {
      body: {
        policy_id: redwoodPolicy,
        kind: 'terminate',
        event: 'employment_ended',
        event_date: '03/06/2026',
      },
    });
    expect(employment.effective_date).toBe('03/31/2026');
    const redwoods = await redwood.ok(getPolicy, { query: { policy_id: redwoodPolicy } });
    expect(redwoods.changes).toEqual([
      expect.objectContaining({
        kind: 'terminate',
        event: 'employment_ended',
        made_by: expect.stringMatching(/^Group administrator of /),
      }),
    ]);
    expect(redwoods.members[0]?.coverage.at(-1)?.end).toBe('03/31/2026');
  });
});
