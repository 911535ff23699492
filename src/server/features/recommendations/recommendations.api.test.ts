import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { addPlanToCartPrudentials } from '../../../contract/associationCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { getPlanPricingDetail } from '../../../contract/planCalls';
import {
  recommendedPlanDetails,
  recommendForCart,
  recommendForFilter,
  recommendPopular,
} from '../../../contract/recommendationCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`recommendations (${TEST_DIALECT})`, () => {
  it('popularity follows what shoppers cart and enroll in', async () => {
    const before = await t.browser().ok(recommendPopular, { query: {} });
    expect(before.result).toHaveLength(10);
    // The least popular plan of the catalog, carted often enough to overtake the most popular.
    const ranked = await t.deps.db
      .selectFrom('plans')
      .select(['id', 'popularity'])
      .where('active', '=', 1)
      .where('category', '!=', 'association')
      .orderBy('popularity')
      .execute();
    const target = ranked[0]!.id;
    const gap = ranked[ranked.length - 1]!.popularity - ranked[0]!.popularity;
    expect(before.result.map((p) => p.plan_id)).not.toContain(target);
    for (let i = 0; i < Math.ceil(gap / 10) + 1; i++) {
      // Many shoppers, each from an address of their own (one address may start only so many).
      const browser = t.browser(`203.0.113.${i + 1}`);
      const id = await startEnrollment(browser);
      await addCheapest(browser, id, target);
      const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
      await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
    }
    const after = await t.browser().ok(recommendPopular, { query: {} });
    expect(after.result[0]?.plan_id).toBe(target);
  });

  it('by state leaves out plans not sold there', async () => {
    const illinois = await t.browser().ok(recommendPopular, { query: { state: 'il' } });
    const all = await t.browser().ok(recommendForFilter, { query: { state: 'IL', tier: 'IO', age: 40 } });
    for (const list of [illinois.result, all.result]) expect(list.map((p) => p.plan_id)).not.toContain(213);
    expect(all.result.every((p) => p.plan_price > 0)).toBe(true);
    const old = await t.browser().ok(recommendForFilter, { query: { state: 'CA', tier: 'IO', age: 80 } });
    expect(old.result.map((p) => p.plan_id)).not.toContain(123);
    const bad = await t.browser().call(recommendForFilter, { query: { state: 'California', age: 12 } });
    expect(bad.errors.map((e) => e.target_element).sort()).toEqual(['age', 'state']);
  });

  it('for a cart: the membership it needs first, then what it lacks', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await addCheapest(browser, id, 101);
    const plain = await browser.ok(recommendForCart, { query: { enrollment_id: id } });
    expect(plain.result.some((p) => p.plan_category === 'dental')).toBe(false);
    expect(plain.result.map((p) => p.plan_id)).not.toContain(901);

    const member = t.browser();
    const memberId = await startEnrollment(member);
    const option = async (pid: number) =>
      (await member.ok(getPlanPricingDetail, { query: { pid, enrollment_id: memberId } })).plans[0]!
        .plan_pricing_id;
    await member.ok(addPlanToCartPrudentials, {
      body: {
        enrollment_id: memberId,
        plan_id1: 121,
        plan_pricing_id1: await option(121),
        plan_id: 902,
        plan_pricing_id: await option(902),
      },
    });
    const forMember = await member.ok(recommendForCart, { query: { enrollment_id: memberId } });
    expect(
      forMember.result
        .slice(0, 2)
        .map((p) => p.plan_id)
        .sort(),
    ).toEqual([122, 131]);
  });

  it('plan-details keeps the order asked for and skips unknown ids', async () => {
    const data = await t.browser().ok(recommendedPlanDetails, { query: { plan_list: '111,999999,101' } });
    expect(data.result.map((p) => p.plan_id)).toEqual([111, 101]);
    const bad = await t
      .browser()
      .call(recommendedPlanDetails, { query: { plan_list: '1;DROP TABLE plans' } });
    expect(bad.statusCode).toBe(400);
  });
});
