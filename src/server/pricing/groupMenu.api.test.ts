import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, DENTAL_PLAN_ID, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addPlanToCartPrudentials } from '../../contract/associationCalls';
import { addPlanToCart, getPlanCart } from '../../contract/cartCalls';
import { changeFilterInfo } from '../../contract/filterCalls';
import {
  getFeaturedPlans,
  getFilteredPlans,
  getMenuFilteredPlans,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
} from '../../contract/planCalls';
import { getRelatedPlans } from '../../contract/planChecksCalls';
import { recommendForCart, recommendForFilter, recommendPopular } from '../../contract/recommendationCalls';
import { NOT_IN_GROUP_MENU } from './groupMenu';

/** Group 2512 offers dental, vision, critical, accident and hospital only. */
const GROUP = '2512';
const MENU = ['dental', 'vision', 'critical', 'accident', 'hospital'];
const PET_PLAN_ID = 221;
const MEDICAL_PLAN_ID = 121; // needs the association membership
const MEMBERSHIP_PLAN_ID = 901;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const groupShopper = async () => {
  const browser = t.browser();
  const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: GROUP });
  return { browser, id };
};

/** A pricing id of a plan, as an enrollment without a group would be offered it. */
const openPricingId = async (planId: number) => {
  const browser = t.browser();
  const id = await startEnrollment(browser);
  const pricing = await browser.ok(getPlanPricingDetail, { query: { pid: planId, enrollment_id: id } });
  const option = pricing.plans[0];
  if (!option) throw new Error(`plan ${planId} has no price: ${pricing.errorCode}`);
  return option.plan_pricing_id;
};

const expectOnMenu = (categories: string[]) => {
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) expect(MENU).toContain(category);
};

describe(`a group's menu decides what its people list, price and buy (${TEST_DIALECT})`, () => {
  it('featured plans and menu browsing keep to the group menu', async () => {
    const open = await t.browser().ok(getFeaturedPlans, { query: {} });
    expect(open.result.map((plan) => plan.plan_category)).toContain('pet');
    const featured = await t.browser().ok(getFeaturedPlans, { query: { group_id: GROUP } });
    expectOnMenu(featured.result.map((plan) => plan.plan_category));

    const pets = await t.browser().ok(getMenuFilteredPlans, { query: { category: 'pet', group_id: GROUP } });
    expect(pets.result).toEqual([]);
    const dental = await t.browser().ok(getMenuFilteredPlans, {
      query: { category: 'dental', group_id: GROUP },
    });
    expect(dental.result.length).toBeGreaterThan(0);
  });

  it('filtered, elevate and related plans never leave the menu', async () => {
    const { browser, id } = await groupShopper();
    const asked = await browser.ok(getFilteredPlans, { query: { enrollment_id: id, categories: 'pet' } });
    expect(asked.result).toEqual([]);
    const all = await browser.ok(getFilteredPlans, { query: { enrollment_id: id } });
    expectOnMenu(all.result.map((group) => group.category));
    const elevate = await browser.ok(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expectOnMenu(elevate.result.map((plan) => plan.plan_category));
    for (const planId of [DENTAL_PLAN_ID, PET_PLAN_ID]) {
      const related = await browser.ok(getRelatedPlans, { query: { enrollment_id: id, plan_id: planId } });
      expectOnMenu(related.result.map((plan) => plan.plan_category));
    }
  });

  it('an out-of-menu plan has no price for a group employee: a clear 403', async () => {
    const { browser, id } = await groupShopper();
    const refused = await browser.call(getPlanPricingDetail, {
      query: { pid: PET_PLAN_ID, enrollment_id: id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.errors).toEqual([{ target_element: 'pid', error_message: NOT_IN_GROUP_MENU }]);
    const onMenu = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(onMenu.plans.length).toBeGreaterThan(0);
  });

  it('add-to-cart refuses an out-of-menu plan, with or without its membership, and saves nothing', async () => {
    const { browser, id } = await groupShopper();
    const pet = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: PET_PLAN_ID, plan_pricing_id: await openPricingId(PET_PLAN_ID) },
    });
    expect(pet.statusCode).toBe(403);
    expect(pet.errors).toEqual([{ target_element: 'plan_id', error_message: NOT_IN_GROUP_MENU }]);
    const medicalPricing = await openPricingId(MEDICAL_PLAN_ID);
    const medical = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: MEDICAL_PLAN_ID, plan_pricing_id: medicalPricing },
    });
    expect(medical.statusCode).toBe(403);
    expect(medical.errors[0]?.error_message).toBe(NOT_IN_GROUP_MENU);
    const membershipPricing = await openPricingId(MEMBERSHIP_PLAN_ID);
    const bundle = await browser.call(addPlanToCartPrudentials, {
      body: {
        enrollment_id: id,
        plan_id1: MEDICAL_PLAN_ID,
        plan_pricing_id1: medicalPricing,
        plan_id: MEMBERSHIP_PLAN_ID,
        plan_pricing_id: membershipPricing,
      },
    });
    expect(bundle.statusCode).toBe(403);
    expect(bundle.errors[0]?.error_message).toBe(NOT_IN_GROUP_MENU);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result).toEqual([]);
  });

  it('recommendations keep to the menu: for the cart, for a filter and by popularity', async () => {
    const { browser, id } = await groupShopper();
    await addCheapest(browser, id, DENTAL_PLAN_ID);
    const forCart = await browser.ok(recommendForCart, { query: { enrollment_id: id } });
    expectOnMenu(forCart.result.map((plan) => plan.plan_category));
    const forFilter = await t.browser().ok(recommendForFilter, {
      query: { tier: 'IO', age: 40, state: 'CA', groupID: GROUP },
    });
    expectOnMenu(forFilter.result.map((plan) => plan.plan_category));
    const popular = await t.browser().ok(recommendPopular, { query: { groupID: GROUP } });
    expectOnMenu(popular.result.map((plan) => plan.plan_category));
    const openPopular = await t.browser().ok(recommendPopular, { query: {} });
    expect(openPopular.result.some((plan) => !MENU.includes(plan.plan_category))).toBe(true);
  });

  it('a line off the menu (left from before) is not available, not counted and not repriced', async () => {
    const { browser, id } = await groupShopper();
    await addCheapest(browser, id, DENTAL_PLAN_ID);
    const petPricing = await openPricingId(PET_PLAN_ID);
    const petPrice = await t.deps.db
      .selectFrom('plan_prices')
      .select('price_cents')
      .where('id', '=', petPricing)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('cart_lines')
      .values({
        enrollment_id: id,
        plan_id: PET_PLAN_ID,
        plan_pricing_id: petPricing,
        price_cents: petPrice.price_cents,
        removable: 1,
        added_at: '2026-11-22T12:00:00.000Z',
      })
      .execute();
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result.find((line) => line.plan_id === PET_PLAN_ID)?.available).toBe(false);
    const dental = cart.result.find((line) => line.plan_id === DENTAL_PLAN_ID);
    expect(dental?.available).toBe(true);
    expect(cart.recurring_month_cost).toBe(dental?.price);

    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { dob: '04/12/1960' } });
    const repriced = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    const pet = repriced.result.find((line) => line.plan_id === PET_PLAN_ID);
    expect(pet?.plan_pricing_id).toBe(petPricing);
    expect(pet?.available).toBe(false);
  });
});
