import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, DENTAL_PLAN_ID, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addPlanToCart, getPlanCart } from '../../contract/cartCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../contract/filterCalls';
import { getFilteredPlans, getPlanPricingDetail } from '../../contract/planCalls';
import { PRICING_MESSAGES } from '../../domain/pricingMessages';
import { PRICE_NOT_AVAILABLE } from './cartLines';

/** Keystone Term Life 10: priced per tobacco use. */
const TOBACCO_PLAN_ID = 141;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** The plan's price rows for a 40-year-old Member Only, by tobacco value, cents by label. */
const priceTable = async (tobacco: 0 | 1) => {
  const rows = await t.deps.db
    .selectFrom('plan_prices')
    .select(['id', 'label', 'price_cents'])
    .where('plan_id', '=', TOBACCO_PLAN_ID)
    .where('tier', '=', 'IO')
    .where('tobacco', '=', tobacco)
    .where('age_min', '<=', 40)
    .where('age_max', '>=', 40)
    .execute();
  return new Map(rows.map((row) => [row.label, row]));
};

describe(`tobacco use (${TEST_DIALECT})`, () => {
  it('stays unknown until the shopper says; a tobacco-rated plan then asks, others are priced', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ is_smoker: null });
    const asked = await browser.ok(getPlanPricingDetail, {
      query: { pid: TOBACCO_PLAN_ID, enrollment_id: id },
    });
    expect(asked).toMatchObject({
      plans: [],
      errorCode: 'smokerError',
      message: PRICING_MESSAGES.smokerError,
    });
    const dental = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(dental.errorCode).toBeNull();
    // The list still shows the plan, from its non-tobacco price, so the shopper can reach it.
    const list = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'term_life' },
    });
    const card = list.result[0]?.plans.find((plan) => plan.plan_id === TOBACCO_PLAN_ID);
    const nonSmoker = await priceTable(0);
    expect(card?.price).toBe((nonSmoker.get(card?.price_label ?? '')?.price_cents ?? 0) / 100);
  });

  it("a smoker gets the tobacco price, and cannot buy at the non-smoker's", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, ADULT_FILTER);
    const nonSmoker = await priceTable(0);
    const smoker = await priceTable(1);
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '1' } });
    const priced = await browser.ok(getPlanPricingDetail, {
      query: { pid: TOBACCO_PLAN_ID, enrollment_id: id },
    });
    expect(priced.errorCode).toBeNull();
    expect(priced.plans.length).toBe(smoker.size);
    for (const option of priced.plans) {
      const row = smoker.get(option.label);
      expect(option.plan_pricing_id).toBe(row?.id);
      expect(option.price).toBe((row?.price_cents ?? 0) / 100);
      expect(option.price).toBeGreaterThan((nonSmoker.get(option.label)?.price_cents ?? 0) / 100);
    }
    const cheaper = [...nonSmoker.values()][0];
    const refused = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: TOBACCO_PLAN_ID, plan_pricing_id: cheaper?.id ?? 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual([
      { target_element: 'plan_pricing_id', error_message: PRICE_NOT_AVAILABLE },
    ]);
  });

  it('a non-smoker who says so later is moved to the tobacco price in the cart', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '0' } });
    const pricingId = await addCheapest(browser, id, TOBACCO_PLAN_ID);
    const nonSmoker = await priceTable(0);
    const label = [...nonSmoker.values()].find((row) => row.id === pricingId)?.label ?? '';
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '1' } });
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    const line = cart.result.find((l) => l.plan_id === TOBACCO_PLAN_ID);
    expect(line?.plan_pricing_id).toBe((await priceTable(1)).get(label)?.id);
    expect(line?.available).toBe(true);
  });
});
