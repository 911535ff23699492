import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, DENTAL_PLAN_ID, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getPlanCart } from '../../contract/cartCalls';
import { comparePlans } from '../../contract/compareCalls';
import {
  getFilteredPlans,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
} from '../../contract/planCalls';
import { getRelatedPlans } from '../../contract/planChecksCalls';
import { planCost } from '../../domain/cartTotals';

/**
 * Every cost known before the cart (issue 40): the demo catalog's Harborline Dental Essentials (plan
 * 101) carries a $25 application fee, and for the test shopper (41, California, Member Only) its Basic
 * option is $29.19 a month. Bluewater Dental Plus (plan 104) has no fee; its price is not asserted.
 */
const FEE = { application_fee: 25, application_fee_label: 'Application fee' };
const NO_FEE = { application_fee: 0, application_fee_label: '' };
const NO_FEE_DENTAL_PLAN_ID = 104;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`one-time fees before the cart (${TEST_DIALECT})`, () => {
  it("the plan list's card carries the plan's fee beside its monthly price; a plan without one says 0", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const list = await browser.ok(getFilteredPlans, { query: { enrollment_id: id, categories: 'dental' } });
    const plans = list.result[0]?.plans ?? [];
    expect(plans.find((plan) => plan.plan_id === DENTAL_PLAN_ID)).toMatchObject({
      price: 29.19,
      price_label: 'Basic',
      ...FEE,
    });
    expect(plans.find((plan) => plan.plan_id === NO_FEE_DENTAL_PLAN_ID)).toMatchObject(NO_FEE);
    // The plan page's related plans are cards too.
    const related = await browser.ok(getRelatedPlans, {
      query: { enrollment_id: id, plan_id: NO_FEE_DENTAL_PLAN_ID },
    });
    expect(related.result.find((plan) => plan.plan_id === DENTAL_PLAN_ID)).toMatchObject(FEE);
  });

  it("the plan page's pricing tells the fee, before the shopper's details price the plan and after", async () => {
    const browser = t.browser();
    const unpriced = await browser.ok(getPlanPricingDetail, { query: { pid: DENTAL_PLAN_ID } });
    expect(unpriced).toMatchObject({ errorCode: 'enrollmentIdError', plans: [], ...FEE });
    const id = await startEnrollment(browser);
    const priced = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(priced).toMatchObject({ errorCode: null, ...FEE });
    expect(priced.plans[0]).toMatchObject({ label: 'Basic', price: 29.19 });
    const none = await browser.ok(getPlanPricingDetail, {
      query: { pid: NO_FEE_DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(none).toMatchObject(NO_FEE);
  });

  it("an Elevate group site's one-page pick, which adds straight to the cart, carries each plan its fee", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: '2512' });
    const picks = await browser.ok(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expect(picks.result.find((pick) => pick.pid === DENTAL_PLAN_ID)).toMatchObject({ price: 29.19, ...FEE });
    expect(picks.result.find((pick) => pick.pid === NO_FEE_DENTAL_PLAN_ID)).toMatchObject(NO_FEE);
  });

  it('the comparison carries each plan its fee', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const data = await browser.ok(comparePlans, {
      query: { enrollment_id: id, plan_ids: `${DENTAL_PLAN_ID},${NO_FEE_DENTAL_PLAN_ID}` },
    });
    expect(data.result[0]).toMatchObject({ plan_id: DENTAL_PLAN_ID, lowest_price: 29.19, ...FEE });
    expect(data.result[1]).toMatchObject({ plan_id: NO_FEE_DENTAL_PLAN_ID, ...NO_FEE });
  });

  it("the figures shown before the cart are the cart's: first month $54.19, then $29.19, first year $375.28", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const before = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    const shown = planCost(before.plans[0]?.price ?? 0, before.application_fee);
    expect(shown).toEqual({
      recurringCents: 2919,
      feeCents: 2500,
      firstMonthCents: 5419,
      firstYearCents: 37528,
    });
    await addCheapest(browser, id, DENTAL_PLAN_ID);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart).toMatchObject({
      initial_month_cost: 54.19,
      recurring_month_cost: 29.19,
      first_year_cost: 375.28,
    });
  });
});
