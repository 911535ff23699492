import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { addPlanToCart, getPlanCart } from '../../contract/cartCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../contract/filterCalls';
import {
  getFilteredPlans,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
} from '../../contract/planCalls';
import { getRelatedPlans } from '../../contract/planChecksCalls';
import { HOURS_MESSAGE, INCOME_MESSAGE } from '../../domain/forms/planFilterForm';
import { INCOME_HOURS_NEEDED, INCOME_HOURS_SHORT, PRICING_MESSAGES } from '../../domain/pricingMessages';

/** The seed's disability plans and their minimums (src/server/seed/demoPlans.ts). */
const SHORT_TERM = 181; // $20,000 a year, 30 hours a week
const LONG_TERM = 182; // $20,000, 30 hours
const INCOME_PROTECTOR = 183; // $15,000, 20 hours
const DISABILITY = [SHORT_TERM, LONG_TERM, INCOME_PROTECTOR];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const listed = async (browser: TestBrowser, id: string) => {
  const list = await browser.ok(getFilteredPlans, { query: { enrollment_id: id, categories: 'di' } });
  return list.result.find((group) => group.category === 'di')?.plans ?? [];
};
const pricing = (browser: TestBrowser, id: string, planId: number) =>
  browser.ok(getPlanPricingDetail, { query: { pid: planId, enrollment_id: id } });
/** The plan's cheapest price row for a 40-year-old Member Only. */
const cheapestRow = async (planId: number) => {
  const row = await t.deps.db
    .selectFrom('plan_prices')
    .select(['id', 'price_cents'])
    .where('plan_id', '=', planId)
    .where('tier', '=', 'IO')
    .where('age_min', '<=', 40)
    .where('age_max', '>=', 40)
    .orderBy('price_cents')
    .executeTakeFirstOrThrow();
  return row;
};
const give = (browser: TestBrowser, id: string, body: { annual_incode?: string; working_hours?: string }) =>
  browser.ok(changeFilterInfo, { params: { tempId: id }, body });

describe(`income- and hours-rated plans (${TEST_DIALECT})`, () => {
  it('are listed from their price while income and hours are unknown, with the note flag', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const plans = await listed(browser, id);
    expect(plans.map((plan) => plan.plan_id).sort()).toEqual(DISABILITY);
    for (const plan of plans) {
      expect(plan.income_decides).toBe(true);
      expect(plan.price).toBe((await cheapestRow(plan.plan_id)).price_cents / 100);
    }
    // Other plans carry no note.
    const dental = await browser.ok(getFilteredPlans, { query: { enrollment_id: id, categories: 'dental' } });
    expect(dental.result[0]?.plans.every((plan) => plan.income_decides === false)).toBe(true);
    // The plan page's related plans read the same rule.
    const related = await browser.ok(getRelatedPlans, { query: { enrollment_id: id, plan_id: SHORT_TERM } });
    expect(related.result.map((plan) => plan.plan_id)).toEqual(
      expect.arrayContaining([LONG_TERM, INCOME_PROTECTOR]),
    );
    // The Elevate one-page pick adds straight to the cart: it leaves them out until income and hours are given.
    const elevate = await browser.ok(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expect(elevate.result.some((plan) => DISABILITY.includes(plan.pid))).toBe(false);
  });

  it('ask for income and hours on pricing and refuse the cart until given, then price and sell', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    expect(await pricing(browser, id, SHORT_TERM)).toMatchObject({
      plans: [],
      errorCode: 'salaryError',
      message: INCOME_HOURS_NEEDED,
    });
    const row = await cheapestRow(SHORT_TERM);
    const refused = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: SHORT_TERM, plan_pricing_id: row.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.errors).toEqual([{ target_element: 'plan_id', error_message: INCOME_HOURS_SHORT }]);
    // Income given, hours not yet: the hours are asked for.
    await give(browser, id, { annual_incode: '52000' });
    expect(await pricing(browser, id, SHORT_TERM)).toMatchObject({
      errorCode: 'hourError',
      message: INCOME_HOURS_NEEDED,
    });
    await give(browser, id, { working_hours: '40' });
    const priced = await pricing(browser, id, SHORT_TERM);
    expect(priced.errorCode).toBeNull();
    expect(priced.plans[0]).toMatchObject({ plan_pricing_id: row.id, price: row.price_cents / 100 });
    const plans = await listed(browser, id);
    expect(plans.map((plan) => plan.plan_id).sort()).toEqual(DISABILITY);
    expect(plans.every((plan) => plan.income_decides === false)).toBe(true);
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: SHORT_TERM, plan_pricing_id: row.id },
    });
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result.map((line) => line.plan_id)).toContain(SHORT_TERM);
  });

  it('are not listed, priced or sold once the given income or hours fall short', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    // Enough for the Income Protector ($15,000, 20 hours), short of the others ($20,000, 30 hours).
    await give(browser, id, { annual_incode: '18000', working_hours: '25' });
    const plans = await listed(browser, id);
    expect(plans.map((plan) => plan.plan_id)).toEqual([INCOME_PROTECTOR]);
    expect(await pricing(browser, id, SHORT_TERM)).toMatchObject({
      plans: [],
      errorCode: 'salaryError',
      message: PRICING_MESSAGES.salaryError,
    });
    const refused = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: SHORT_TERM, plan_pricing_id: (await cheapestRow(SHORT_TERM)).id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.errors).toEqual([{ target_element: 'plan_id', error_message: INCOME_HOURS_SHORT }]);
    // Income enough for all, hours still short of 30.
    await give(browser, id, { annual_incode: '60000' });
    expect((await listed(browser, id)).map((plan) => plan.plan_id)).toEqual([INCOME_PROTECTOR]);
    expect(await pricing(browser, id, LONG_TERM)).toMatchObject({
      errorCode: 'hourError',
      message: PRICING_MESSAGES.hourError,
    });
    // Low on both: none at all.
    await give(browser, id, { annual_incode: '9000', working_hours: '10' });
    expect(await listed(browser, id)).toEqual([]);
  });

  it('checks income and hours at their fields, saving nothing when one is wrong', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const tooManyHours = await browser.call(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: '40000', working_hours: '200' },
    });
    expect(tooManyHours.statusCode).toBe(400);
    expect(tooManyHours.errors).toEqual([{ target_element: 'working_hours', error_message: HOURS_MESSAGE }]);
    const notANumber = await browser.call(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: '40,000.50', working_hours: '40' },
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.errors).toEqual([{ target_element: 'annual_incode', error_message: INCOME_MESSAGE }]);
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ annual_incode: null, working_hours: null });
  });
});
