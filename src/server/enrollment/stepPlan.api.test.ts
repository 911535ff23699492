import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, checkedOutEnrollment, startEnrollment } from '../../../testing/journey';
import { countPriceQueries, type PriceQueryCounter } from '../../../testing/priceQueryCounter';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import { getDynamicTabs, savePersonalInfo } from '../../contract/enrollmentCalls';
import { changeFilterInfo } from '../../contract/filterCalls';

let t: TestApp;
let counter: PriceQueryCounter;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  counter = countPriceQueries(t);
});
afterAll(() => t.close());

describe(`the wizard's steps come from the cart's plans, not its prices (${TEST_DIALECT})`, () => {
  it("lists a family life-and-disability cart's steps, all required, without reading a price", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' });
    await browser.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: 60000, working_hours: 40 },
    });
    await addCheapest(browser, id, 141);
    await addCheapest(browser, id, 181);
    const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
    await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
    let tabs: { required: boolean }[] = [];
    const reads = await counter.during(async () => {
      tabs = (await browser.ok(getDynamicTabs, { query: { enrollment_id: id } })).result;
    });
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.every((tab) => tab.required)).toBe(true);
    expect(reads).toBe(0);
  });

  it("lists a dental cart's fewer required steps and saves one, without reading a price", async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    let required = 0;
    const reads = await counter.during(async () => {
      const tabs = (await browser.ok(getDynamicTabs, { query: { enrollment_id: id } })).result;
      required = tabs.filter((tab) => tab.required).length;
      await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    });
    expect(required).toBeGreaterThan(0);
    expect(reads).toBe(0);
  });
});
