import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, DENTAL_PLAN_ID, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addPlanToCart } from '../../../contract/cartCalls';
import { changeFilterInfo } from '../../../contract/filterCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import {
  checkAlreadyInCart,
  checkDisabilityPlan,
  getMoreRequirement,
  getRelatedPlans,
} from '../../../contract/planChecksCalls';

let now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe(`plan checks (${TEST_DIALECT})`, () => {
  it('get-related-plans suggests the same category first, never the plan itself', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const related = await browser.ok(getRelatedPlans, {
      query: { enrollment_id: id, plan_id: DENTAL_PLAN_ID },
    });
    expect(related.result).toHaveLength(4);
    expect(related.result.map((p) => p.plan_id)).not.toContain(DENTAL_PLAN_ID);
    expect(related.result.slice(0, 3).every((p) => p.plan_category === 'dental')).toBe(true);
    expect(related.result[0]?.price).toBeGreaterThan(0);
  });

  it('get-more-requirement flags premier plans and carts that hold one', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { zip: '90210', gender: '1', tier: 'IC', dob: '04/12/1985' });
    expect((await browser.ok(getMoreRequirement, { query: { plan_id: 103 } })).result).toBe(true);
    expect((await browser.ok(getMoreRequirement, { query: { plan_id: 101 } })).result).toBe(false);
    expect((await browser.ok(getMoreRequirement, { query: { enrollment_id: id } })).result).toBe(false);
    await addCheapest(browser, id, 103);
    expect((await browser.ok(getMoreRequirement, { query: { enrollment_id: id } })).result).toBe(true);
    const neither = await browser.call(getMoreRequirement, { query: {} });
    expect(neither.errors).toEqual([
      { target_element: 'plan_id', error_message: 'Give an enrollment or a plan' },
    ]);
  });

  it('check-already-in-cart and check-disability-plan', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    expect(
      (await browser.ok(checkAlreadyInCart, { body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID } })).status,
    ).toBe(false);
    await addCheapest(browser, id);
    expect(
      (await browser.ok(checkAlreadyInCart, { body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID } })).status,
    ).toBe(true);
    expect(await browser.ok(checkDisabilityPlan, { query: { enrollment_id: id, plan_id: 181 } })).toEqual({
      status: true,
      missing_details: true,
    });
    await browser.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: '45000', working_hours: '40' },
    });
    expect(await browser.ok(checkDisabilityPlan, { query: { enrollment_id: id, plan_id: 181 } })).toEqual({
      status: true,
      missing_details: false,
    });
    expect(
      (await browser.ok(checkDisabilityPlan, { query: { enrollment_id: id, plan_id: 101 } })).status,
    ).toBe(false);
  });

  it('refuses a plan in its blackout month, with the months named', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const pricing = await browser.ok(getPlanPricingDetail, { query: { pid: 212, enrollment_id: id } });
    now = new Date('2026-12-10T12:00:00Z');
    try {
      const refused = await browser.call(addPlanToCart, {
        body: { enrollment_id: id, plan_id: 212, plan_pricing_id: pricing.plans[0]?.plan_pricing_id },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.errors[0]?.error_message).toBe(
        'This plan cannot be added during its blackout period (December). Please try again later.',
      );
    } finally {
      now = new Date('2026-11-22T12:00:00Z');
    }
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 212, plan_pricing_id: pricing.plans[0]?.plan_pricing_id },
    });
  });

  it('refuses a plan the member already has active', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await t.deps.db
      .updateTable('enrollments')
      .set({ user_id: 5001, type: 'existing-user' })
      .where('id', '=', id)
      .execute();
    const pricing = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    const refused = await browser.call(addPlanToCart, {
      body: {
        enrollment_id: id,
        plan_id: DENTAL_PLAN_ID,
        plan_pricing_id: pricing.plans[0]?.plan_pricing_id,
      },
    });
    expect(refused.errors).toEqual([
      { target_element: 'plan_id', error_message: 'You already have this plan, and it is active.' },
    ]);
  });
});
