import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import {
  addPlanToCartPrudentials,
  checkPrudentialCart,
  checkPrudentialPlan,
  getMembershipFee,
} from '../../../contract/associationCalls';
import { addPlanToCart, getPlanCart, removePlanFromCart } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const NEEDS_MEMBERSHIP = 121;
const BRONZE = 901;
const optionOf = async (browser: TestBrowser, id: string, pid: number) =>
  (await browser.ok(getPlanPricingDetail, { query: { pid, enrollment_id: id } })).plans[0]!.plan_pricing_id;

describe(`association membership (${TEST_DIALECT})`, () => {
  it('get-plan-detail without an id gives the membership offer', async () => {
    const data = await t.browser().ok(getMembershipFee);
    expect(data.fee).toBe(5);
    expect(data.text).toContain('$5.00 per month');
    expect(data.memberships.map((m) => m.price)).toEqual([5, 12, 16]);
  });

  it('a plan that needs the membership is added with it, both together, and the membership then stays', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    expect(
      (await browser.ok(checkPrudentialPlan, { query: { enrollment_id: id, plan_id: NEEDS_MEMBERSHIP } }))
        .status,
    ).toBe(true);
    expect(
      (await browser.ok(checkPrudentialPlan, { query: { enrollment_id: id, plan_id: 101 } })).status,
    ).toBe(false);
    const planOption = await optionOf(browser, id, NEEDS_MEMBERSHIP);
    const alone = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: NEEDS_MEMBERSHIP, plan_pricing_id: planOption },
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.errors[0]?.error_message).toBe(
      'This plan is offered to association members. Add it together with the membership.',
    );

    // A bad membership price rolls back the whole call: neither line is added.
    const broken = await browser.call(addPlanToCartPrudentials, {
      body: {
        enrollment_id: id,
        plan_id1: NEEDS_MEMBERSHIP,
        plan_pricing_id1: planOption,
        plan_id: BRONZE,
        plan_pricing_id: 1,
      },
    });
    expect(broken.errors).toEqual([
      { target_element: 'plan_pricing_id', error_message: 'This price is not available for your details' },
    ]);
    expect((await browser.ok(getPlanCart, { query: { enrollment_id: id } })).result).toEqual([]);
    const notMembership = await browser.call(addPlanToCartPrudentials, {
      body: {
        enrollment_id: id,
        plan_id1: NEEDS_MEMBERSHIP,
        plan_pricing_id1: planOption,
        plan_id: 101,
        plan_pricing_id: await optionOf(browser, id, 101),
      },
    });
    expect(notMembership.errors).toEqual([
      { target_element: 'plan_id', error_message: 'Choose an association membership' },
    ]);
    expect((await browser.ok(getPlanCart, { query: { enrollment_id: id } })).result).toEqual([]);

    const bronzeOption = await optionOf(browser, id, BRONZE);
    const added = await browser.ok(addPlanToCartPrudentials, {
      body: {
        enrollment_id: id,
        plan_id1: NEEDS_MEMBERSHIP,
        plan_pricing_id1: planOption,
        plan_id: BRONZE,
        plan_pricing_id: bronzeOption,
      },
    });
    expect(added.result).toBe(2);
    expect((await browser.ok(checkPrudentialCart, { query: { enrollment_id: id } })).status).toBe(true);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result.find((line) => line.plan_id === BRONZE)).toMatchObject({ price: 5, removable: false });

    const keep = await browser.call(removePlanFromCart, {
      body: { enrollment_id: id, plan_id: BRONZE, plan_pricing_id: bronzeOption },
    });
    expect(keep.errors[0]?.error_message).toBe(
      'Remove the plans that need the association membership first.',
    );
    await browser.ok(removePlanFromCart, {
      body: { enrollment_id: id, plan_id: NEEDS_MEMBERSHIP, plan_pricing_id: planOption },
    });
    await browser.ok(removePlanFromCart, {
      body: { enrollment_id: id, plan_id: BRONZE, plan_pricing_id: bronzeOption },
    });
  });

  it('with a membership in the cart, the next such plan goes in alone', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await browser.ok(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 902, plan_pricing_id: await optionOf(browser, id, 902) },
    });
    expect(
      (await browser.ok(checkPrudentialPlan, { query: { enrollment_id: id, plan_id: 131 } })).status,
    ).toBe(false);
    await browser.ok(addPlanToCartPrudentials, {
      body: { enrollment_id: id, plan_id1: 131, plan_pricing_id1: await optionOf(browser, id, 131) },
    });
    expect((await browser.ok(getPlanCart, { query: { enrollment_id: id } })).result).toHaveLength(2);
  });
});
