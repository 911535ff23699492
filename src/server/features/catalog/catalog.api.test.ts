import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, DENTAL_PLAN_ID, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { changeFilterInfo, getCommonMenu, getGroupMenu } from '../../../contract/filterCalls';
import {
  getFeaturedPlans,
  getFilteredPlans,
  getLeftSideFilterFields,
  getMenuFilteredPlans,
  getPlanDetail,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
} from '../../../contract/planCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`catalog calls (${TEST_DIALECT})`, () => {
  it('get-common-menu lists the 14 categories in menu order', async () => {
    const data = await t.browser().ok(getCommonMenu, { query: {} });
    expect(data.result).toEqual([
      'dental',
      'vision',
      'medical',
      'limitedmed',
      'term_life',
      'supplemental',
      'lifestyle',
      'rx',
      'di',
      'critical',
      'accident',
      'hospital',
      'pet',
      'guaranteed',
    ]);
  });

  it("get-group-menu lists a group's own categories, and a group enrollment sees only those plans", async () => {
    const browser = t.browser();
    const menu = await browser.ok(getGroupMenu, { query: { group_id: 2512 } });
    expect(menu.result).toEqual(['dental', 'vision', 'critical', 'accident', 'hospital']);
    const everything = await browser.ok(getGroupMenu, { query: { group_id: 1929, from_site: '1' } });
    expect(everything.result).toHaveLength(14);
    expect((await browser.call(getGroupMenu, { query: { group_id: 999999 } })).statusCode).toBe(404);
    const malformed = await browser.call(getGroupMenu, { query: { group_id: 'x'.repeat(5000) } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.errors[0]?.target_element).toBe('group_id');

    const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: '2512' });
    const plans = await browser.ok(getFilteredPlans, { query: { enrollment_id: id } });
    expect(plans.result.map((group) => group.category)).toEqual([
      'dental',
      'vision',
      'critical',
      'accident',
      'hospital',
    ]);
    const outside = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'pet,dental' },
    });
    expect(outside.result.map((group) => group.category)).toEqual(['dental']);
    const fields = await browser.ok(getLeftSideFilterFields, { query: { enrollment_id: id } });
    expect(fields.result.categories).not.toContain('pet');
    expect(fields.result.categories).toContain('dental');
  });

  it('get-plan-pricing-detail-elevate lists what the enrollment can buy, cheapest option each, most popular first', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, group_id: '2512' });
    const elevate = await browser.ok(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expect(elevate.result.length).toBeGreaterThan(0);
    expect(elevate.result.length).toBeLessThanOrEqual(50);
    expect(new Set(elevate.result.map((p) => p.plan_category))).not.toContain('pet');
    const dental = elevate.result.find((p) => p.pid === DENTAL_PLAN_ID);
    const pricing = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(dental?.ppid).toBe(pricing.plans[0]?.plan_pricing_id);
    expect(dental?.price).toBe(pricing.plans[0]?.price);
    const other = await t.browser().call(getPlanPricingDetailElevate, { query: { enrollment_id: id } });
    expect(other.statusCode).toBe(404);
  });

  it('get-featured-plans lists the featured plans with their carriers', async () => {
    const data = await t.browser().ok(getFeaturedPlans, { query: {} });
    expect(data.result.map((plan) => plan.plan_id)).toContain(DENTAL_PLAN_ID);
    expect(data.result[0]).toMatchObject({
      plan_name: 'Harborline Dental Essentials',
      carrier_name: 'Harborline Mutual',
    });
  });

  it('get-filtered-plans groups the plans the filter can buy, each at its cheapest price', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const all = await browser.ok(getFilteredPlans, { query: { enrollment_id: id } });
    const dental = all.result.find((group) => group.category === 'dental');
    expect(dental?.category_label).toBe('Dental');
    const essentials = dental?.plans.find((plan) => plan.plan_id === DENTAL_PLAN_ID);
    expect(essentials?.price_label).toBe('Basic');
    const pricing = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(essentials?.price).toBe(pricing.plans[0]?.price);
    const ids = all.result.flatMap((group) => group.plans.map((plan) => plan.plan_id));
    expect(ids).not.toContain(173); // inactive
    expect(ids).not.toContain(231); // guaranteed issue from age 50
    // Disability waits on income and hours: listed, flagged, until they are given (incomePricing.api.test.ts).
    expect(all.result.flatMap((group) => group.plans).find((plan) => plan.plan_id === 181)).toMatchObject({
      income_decides: true,
    });
    expect(ids).not.toContain(901); // memberships are not a menu category

    const onlyVision = await browser.ok(getFilteredPlans, {
      query: { enrollment_id: id, categories: 'vision,unknown' },
    });
    expect(onlyVision.result.map((group) => group.category)).toEqual(['vision']);
  });

  it('get-left-side-filter-fields offers the categories with plans for the filter; menu plans need no details', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const fields = await browser.ok(getLeftSideFilterFields, { query: { enrollment_id: id } });
    expect(fields.result.categories).toContain('dental');
    // Disability plans are listed until income and hours rule them out.
    expect(fields.result.categories).toContain('di');
    const menu = await t.browser().ok(getMenuFilteredPlans, { query: { category: 'pet' } });
    expect(menu.result.map((p) => p.plan_category)).toEqual(['pet', 'pet', 'pet']);
    const unknown = await t.browser().call(getMenuFilteredPlans, { query: { category: 'lottery' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('get-plan-detail returns the texts, and refuses unknown and malformed ids', async () => {
    const browser = t.browser();
    const plan = await browser.ok(getPlanDetail, { params: { id: DENTAL_PLAN_ID } });
    expect(plan.plan_desc.exclusions_text_name).toBe('Exclusions & Limitations');
    expect(plan.plan_desc.body_text).toContain('Harborline Dental Essentials');
    const unknown = await browser.call(getPlanDetail, { params: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.errors).toEqual([{ target_element: 'id', error_message: 'Plan not found' }]);
    const retired = await browser.ok(getPlanDetail, { params: { id: 173 } });
    expect(retired).toMatchObject({ replaced_by: 171, plan_id: 171, plan_name: 'Summit Rx Saver' });
    expect((await browser.ok(getPlanDetail, { params: { id: 101 } })).replaced_by).toBeNull();
    const malformed = await browser.call(getPlanDetail, { params: { id: "1' OR '1'='1" } });
    expect(malformed.statusCode).toBe(400);
  });

  it('get-plan-pricing-detail gives options, or the code that says why not', async () => {
    const browser = t.browser();
    // Chicago: outside the four states plan 213 is sold in.
    const id = await startEnrollment(browser, { ...ADULT_FILTER, zip: '60601' });
    const options = await browser.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(options.errorCode).toBeNull();
    expect(options.plans.map((o) => o.label)).toEqual(['Basic', 'Plus']);
    const cases: [number, string][] = [
      [231, 'ageError'],
      [213, 'stateError'],
      [181, 'salaryError'],
    ];
    for (const [pid, code] of cases) {
      const result = await browser.ok(getPlanPricingDetail, { query: { pid, enrollment_id: id } });
      expect(result, String(pid)).toMatchObject({ plans: [], errorCode: code, pid });
      expect(result.message).toBeTruthy();
    }
    expect(
      (await browser.ok(getPlanPricingDetail, { query: { pid: 202, enrollment_id: id } })).errorCode,
    ).toBe('metError');
    expect(await browser.ok(getPlanPricingDetail, { query: { pid: 173, enrollment_id: id } })).toMatchObject({
      errorCode: 'changePid',
      pid: 171,
    });
    const older = await startEnrollment(browser, { ...ADULT_FILTER, dob: '01/01/1960' });
    expect(
      await browser.ok(getPlanPricingDetail, { query: { pid: 142, enrollment_id: older } }),
    ).toMatchObject({
      errorCode: 'planAgeError',
      message: 'This plan can be bought up to age 60.',
    });
    const repBrowser = t.browser();
    await repBrowser.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    const rep = await startEnrollment(repBrowser, { ...ADULT_FILTER, eprocess: 'rep', agent_id: '1' });
    expect(
      (await repBrowser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: rep } })).errorCode,
    ).toBe('portalError');
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IF' } });
    const tier = await browser.ok(getPlanPricingDetail, { query: { pid: 143, enrollment_id: id } });
    expect(tier.errorCode).toBe('tierError');
    await browser.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: 50000, working_hours: 20 },
    });
    expect(
      (await browser.ok(getPlanPricingDetail, { query: { pid: 181, enrollment_id: id } })).errorCode,
    ).toBe('hourError');
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { working_hours: 40 } });
    expect(
      (await browser.ok(getPlanPricingDetail, { query: { pid: 181, enrollment_id: id } })).errorCode,
    ).toBeNull();
  });
});
