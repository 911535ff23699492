import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, startEnrollment } from '../../../testing/journey';
import { countPriceQueries, type PriceQueryCounter } from '../../../testing/priceQueryCounter';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getPlanCart } from '../../contract/cartCalls';
import { changeFilterInfo } from '../../contract/filterCalls';
import { getFilteredPlans } from '../../contract/planCalls';

let t: TestApp;
let counter: PriceQueryCounter;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  counter = countPriceQueries(t);
});
afterAll(() => t.close());

/** A cart of `lines` lines, one plan per category (plans that need answers first are passed over). */
async function cartOf(browser: TestBrowser, lines: number): Promise<string> {
  const id = await startEnrollment(browser);
  await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '0' } });
  const listed = await browser.ok(getFilteredPlans, { query: { enrollment_id: id, limit: 100 } });
  let added = 0;
  for (const group of listed.result) {
    for (const plan of group.plans) {
      if (added === lines) break;
      try {
        await addCheapest(browser, id, plan.plan_id);
        added += 1;
        break;
      } catch {
        // screening or statements first: another plan of the category
      }
    }
  }
  const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
  expect(cart.result).toHaveLength(lines);
  expect(cart.result.every((line) => line.available)).toBe(true);
  return id;
}

describe(`cart pricing queries (${TEST_DIALECT})`, () => {
  it('prices a cart of five lines with as many price queries as a cart of one', async () => {
    const one = t.browser();
    const oneId = await cartOf(one, 1);
    const five = t.browser();
    const fiveId = await cartOf(five, 5);
    const read = (browser: TestBrowser, id: string) =>
      counter.during(() => browser.ok(getPlanCart, { query: { enrollment_id: id } }));
    const forOne = await read(one, oneId);
    expect(forOne).toBeGreaterThan(0);
    expect(await read(five, fiveId)).toBe(forOne);
  });

  it('reprices every line of a changed filter with as many price queries as for one line', async () => {
    const one = t.browser();
    const oneId = await cartOf(one, 1);
    const five = t.browser();
    const fiveId = await cartOf(five, 5);
    const change = (browser: TestBrowser, id: string) =>
      counter.during(() =>
        browser.ok(changeFilterInfo, { params: { tempId: id }, body: { dob: '04/12/1984' } }),
      );
    const forOne = await change(one, oneId);
    expect(forOne).toBeGreaterThan(0);
    expect(await change(five, fiveId)).toBe(forOne);
    // Still priced after the change: every line kept its option at the new age.
    const cart = await five.ok(getPlanCart, { query: { enrollment_id: fiveId } });
    expect(cart.result.filter((line) => line.available)).toHaveLength(5);
  });
});
