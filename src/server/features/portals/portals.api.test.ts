import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { addPlanToCart } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import { getAgentGroups, getEnrollmentPlatforms, updateFilterPortal } from '../../../contract/portalCalls';
import { PLAN_NOTICES } from '../../../domain/pricingMessages';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { PORTAL_ALREADY_CHOSEN } from './portalHandlers';

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

  describe('an applicant', () => {
    const priced = async (browser: ReturnType<TestApp['browser']>, id: string) =>
      browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
    const portalOf = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('enrollments')
          .select('portal_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).portal_id;

    it("through a rep's page without a portal chooses one of that rep's, once", async () => {
      const shopper = t.browser();
      // Elena Cruz (rep 4, portals 7 and 8): her own landing page sells through no portal.
      const id = await startEnrollment(shopper, {
        ...ADULT_FILTER,
        eprocess: 'applicant',
        open_type: 'agent',
        agent_id: '4',
      });
      expect(await portalOf(id)).toBeNull();
      const before = await priced(shopper, id);
      expect(before.errorCode).toBe('portalError');
      expect(before.plans).toEqual([]);
      const listed = await shopper.ok(getEnrollmentPlatforms, { query: { enrollment_id: id } });
      expect(listed.result.map((p) => p.platform_group_id)).toEqual([7, 8]);

      const stranger = t.browser();
      for (const call of [
        stranger.call(getEnrollmentPlatforms, { query: { enrollment_id: id } }),
        stranger.call(updateFilterPortal, { body: { enrollment_id: id, platform_group_id: 7 } }),
      ]) {
        const answer = await call;
        expect(answer.statusCode).toBe(404);
        expect(answer.errors).toEqual([
          { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
        ]);
      }

      const otherRep = await shopper.call(updateFilterPortal, {
        body: { enrollment_id: id, platform_group_id: 1 },
      });
      expect(otherRep.statusCode).toBe(400);
      expect(otherRep.errors).toEqual([
        { target_element: 'platform_group_id', error_message: 'Please choose a platform' },
      ]);
      const withGroup = await shopper.call(updateFilterPortal, {
        body: { enrollment_id: id, platform_group_id: 7, group_id: 3001 },
      });
      expect(withGroup.errors).toEqual([
        { target_element: 'group_id', error_message: 'Please choose a group' },
      ]);
      expect(await portalOf(id)).toBeNull();

      await shopper.ok(updateFilterPortal, { body: { enrollment_id: id, platform_group_id: 8 } });
      expect(await portalOf(id)).toBe(8);
      const after = await priced(shopper, id);
      expect(after.errorCode).toBeNull();
      expect(after.plans.length).toBeGreaterThan(0);

      const again = await shopper.call(updateFilterPortal, {
        body: { enrollment_id: id, platform_group_id: 7 },
      });
      expect(again.statusCode).toBe(409);
      expect(again.errors).toEqual([
        { target_element: 'platform_group_id', error_message: PORTAL_ALREADY_CHOSEN },
      ]);
      expect(await portalOf(id)).toBe(8);
    });

    it('cannot put a plan in the cart before choosing the portal', async () => {
      const shopper = t.browser();
      const id = await startEnrollment(shopper, {
        ...ADULT_FILTER,
        eprocess: 'applicant',
        open_type: 'agent',
        agent_id: '4',
      });
      const price = await t.deps.db
        .selectFrom('plan_prices')
        .select('id')
        .where('plan_id', '=', 101)
        .where('tier', '=', 'IO')
        .executeTakeFirstOrThrow();
      const body = { enrollment_id: id, plan_id: 101, plan_pricing_id: price.id };
      const early = await shopper.call(addPlanToCart, { body });
      expect(early.statusCode).toBe(409);
      expect(early.errors).toEqual([{ target_element: 'plan_id', error_message: PLAN_NOTICES.portalError }]);
      await shopper.ok(updateFilterPortal, { body: { enrollment_id: id, platform_group_id: 7 } });
      const options = (await priced(shopper, id)).plans;
      const first = options[0];
      if (!first) throw new Error('no price after choosing the portal');
      expect(
        await shopper.ok(addPlanToCart, {
          body: { enrollment_id: id, plan_id: 101, plan_pricing_id: first.plan_pricing_id },
        }),
      ).toMatchObject({ result: 1 });
    });

    it('without a rep is never asked and has nothing to choose', async () => {
      const shopper = t.browser();
      const id = await startEnrollment(shopper);
      expect((await priced(shopper, id)).errorCode).toBeNull();
      expect((await shopper.ok(getEnrollmentPlatforms, { query: { enrollment_id: id } })).result).toEqual([]);
      const chosen = await shopper.call(updateFilterPortal, {
        body: { enrollment_id: id, platform_group_id: 1 },
      });
      expect(chosen.errors).toEqual([
        { target_element: 'platform_group_id', error_message: 'Please choose a platform' },
      ]);
    });

    it('through a page configured with a portal gets it stored and is not asked', async () => {
      const shopper = t.browser();
      const byRep = await startEnrollment(shopper, {
        ...ADULT_FILTER,
        eprocess: 'applicant',
        open_type: 'agent',
        agent_id: '1',
      });
      const byGroup = await startEnrollment(shopper, {
        ...ADULT_FILTER,
        eprocess: 'applicant',
        open_type: 'group',
        agent_id: '4',
        group_id: '3001',
      });
      expect([await portalOf(byRep), await portalOf(byGroup)]).toEqual([1, 7]);
      expect((await priced(shopper, byRep)).errorCode).toBeNull();
      expect((await priced(shopper, byGroup)).errorCode).toBeNull();
    });

    it('lists by enrollment or by rep, never with neither', async () => {
      const neither = await t.browser().call(getEnrollmentPlatforms, { query: {} });
      expect(neither.statusCode).toBe(400);
      expect(neither.errors.map((e) => e.target_element)).toEqual(['agent_id']);
    });
  });
});
