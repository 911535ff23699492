import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, DENTAL_PLAN_ID, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import {
  addPlanToCart,
  cartCheckout,
  getCartAmount,
  getCartCount,
  getCartEffectiveDates,
  getPlanCart,
  removePlanFromCart,
} from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';

/** Bluewater Vision Basic: no one-time fee. */
const VISION_PLAN_ID = 111;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`cart calls (${TEST_DIALECT})`, () => {
  it('adds a priced plan, lists it with totals, counts and sums it', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const pricing = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    const option = pricing.plans[0]!;
    const added = await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID, plan_pricing_id: option.plan_pricing_id },
    });
    expect(added.result).toBe(1);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result).toHaveLength(1);
    expect(cart.result[0]).toMatchObject({
      plan_id: DENTAL_PLAN_ID,
      price: option.price,
      application_fee: 25,
      application_fee_label: 'Application fee',
      removable: true,
      available: true,
    });
    // The dental plan carries a one-time $25 application fee: in the first month only.
    expect(cart.initial_month_cost).toBe(option.price + 25);
    expect(cart.recurring_month_cost).toBe(option.price);
    // The first year: twelve months and the fee once.
    expect(cart.first_year_cost).toBe(Math.round(option.price * 1200 + 2500) / 100);
    expect((await browser.ok(getCartCount, { query: { enrollment_id: id } })).result).toBe(1);
    expect((await browser.ok(getCartAmount, { query: { enrollment_id: id } })).result).toBe(option.price);
  });

  it('adds one-time fees to the first month only: a plan with a fee and one without', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await addCheapest(browser, id, VISION_PLAN_ID);
    const visionOnly = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    const vision = visionOnly.result[0]!;
    expect(vision).toMatchObject({ plan_id: VISION_PLAN_ID, application_fee: 0, application_fee_label: '' });
    expect(visionOnly.initial_month_cost).toBe(vision.price);
    expect(visionOnly.recurring_month_cost).toBe(vision.price);

    await addCheapest(browser, id, DENTAL_PLAN_ID);
    const both = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    const dental = both.result.find((line) => line.plan_id === DENTAL_PLAN_ID)!;
    const monthly = Math.round((vision.price + dental.price) * 100) / 100;
    expect(both.recurring_month_cost).toBe(monthly);
    expect(both.initial_month_cost).toBe(Math.round((monthly + 25) * 100) / 100);
    expect((await browser.ok(getCartAmount, { query: { enrollment_id: id } })).result).toBe(monthly);
  });

  it('refuses a price that is not an option for the filter, a second copy, and unknown plans', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const wrong = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID, plan_pricing_id: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.errors).toEqual([
      { target_element: 'plan_pricing_id', error_message: 'This price is not available for your details' },
    ]);
    const pricingId = await addCheapest(browser, id);
    const again = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID, plan_pricing_id: pricingId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.errors).toEqual([
      { target_element: 'plan_id', error_message: 'This plan is already in your cart' },
    ]);
    const unknown = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 987654, plan_pricing_id: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const typed = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 'abc', plan_pricing_id: -3 },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.errors.map((e) => e.target_element)).toEqual(['plan_id', 'plan_pricing_id']);
    expect((await browser.ok(getCartCount, { query: { enrollment_id: id } })).result).toBe(1);
  });

  it('removes a line and shows the empty cart', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const pricingId = await addCheapest(browser, id);
    const missing = await browser.call(removePlanFromCart, {
      body: { enrollment_id: id, plan_id: 102, plan_pricing_id: pricingId },
    });
    expect(missing.statusCode).toBe(404);
    const removed = await browser.ok(removePlanFromCart, {
      body: { enrollment_id: id, plan_id: DENTAL_PLAN_ID, plan_pricing_id: pricingId },
    });
    expect(removed.result).toBe(0);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart).toEqual({ result: [], initial_month_cost: 0, recurring_month_cost: 0, first_year_cost: 0 });
  });

  it('offers effective dates and checks out only a non-empty cart on an offered date', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
    expect(dates.result).toEqual(['12/01/2026', '01/01/2027']);
    const empty = await browser.call(cartCheckout, {
      body: { enrollment_id: id, effective_date: '12/01/2026' },
    });
    expect(empty.errors).toEqual([{ target_element: 'enrollment_id', error_message: 'No items in cart.' }]);
    await addCheapest(browser, id);
    const badDate = await browser.call(cartCheckout, {
      body: { enrollment_id: id, effective_date: '07/04/2026' },
    });
    expect(badDate.errors).toEqual([
      { target_element: 'effective_date', error_message: 'Choose one of the effective dates offered' },
    ]);
    const noDate = await browser.call(cartCheckout, { body: { enrollment_id: id } });
    expect(noDate.errors).toEqual([{ target_element: 'effective_date', error_message: 'Field is required' }]);
    expect(
      await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: '01/01/2027' } }),
    ).toEqual({ new_enrollment: true });
  });
});
