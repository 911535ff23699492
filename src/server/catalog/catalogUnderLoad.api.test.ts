import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates } from '../../../testing/catalogCopies';
import { ADULT_FILTER, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getFilteredPlans, getPlanPricingDetail } from '../../contract/planCalls';
import { applyPackage } from './catalogApply';
import { checkPackageDir } from './checkedPackage';

const SHOPPERS = 6;
/** Longer than a node keeps the version in effect (pricing/rateVersion.ts), so the new one is seen. */
const AFTER_APPLY_MS = 6_500;

let t: TestApp;
let doubled: string;
beforeAll(async () => {
  t = await startTestApp();
  doubled = demoPackageCopy((dir) => scaleRates(dir, 2));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(doubled, { recursive: true, force: true });
});

type Prices = Map<number, number>;
const cents = (dollars: number) => Math.round(dollars * 100);

describe(`a new catalog applied while shoppers price (${TEST_DIALECT})`, () => {
  it('answers every request, each wholly on the old rates or wholly on the new', {
    timeout: 60_000,
  }, async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const browser = t.browser();
        return { browser, id: await startEnrollment(browser, ADULT_FILTER) };
      }),
    );
    const listOf = async ({ browser, id }: (typeof shoppers)[number]): Promise<Prices> => {
      const answer = await browser.ok(getFilteredPlans, {
        query: { enrollment_id: id, categories: 'dental,vision' },
      });
      return new Map(
        answer.result.flatMap((group) => group.plans.map((plan) => [plan.plan_id, cents(plan.price)])),
      );
    };
    const optionsOf = async ({ browser, id }: (typeof shoppers)[number]): Promise<Prices> => {
      const answer = await browser.ok(getPlanPricingDetail, { query: { pid: 101, enrollment_id: id } });
      return new Map(answer.plans.map((option, index) => [index, cents(option.price)]));
    };
    const before = { list: await listOf(shoppers[0]!), options: await optionsOf(shoppers[0]!) };
    expect(before.list.size).toBeGreaterThan(3);

    const seen: { list: Prices[]; options: Prices[]; failures: string[] } = {
      list: [],
      options: [],
      failures: [],
    };
    let stop = false;
    const shop = async (shopper: (typeof shoppers)[number]) => {
      while (!stop) {
        // A turn of the event loop between rounds, as between a browser's requests (and for the timer).
        await new Promise((resolve) => setImmediate(resolve));
        try {
          seen.list.push(await listOf(shopper));
          seen.options.push(await optionsOf(shopper));
        } catch (error) {
          seen.failures.push((error as Error).message);
        }
      }
    };
    const shopping = Promise.all(shoppers.map(shop));
    const check = await checkPackageDir(doubled);
    if (!check.ok) throw new Error('the doubled package has problems');
    await applyPackage(t.deps.db, check.checked, null, new Date());
    await new Promise((resolve) => setTimeout(resolve, AFTER_APPLY_MS));
    stop = true;
    await shopping;

    expect(seen.failures).toEqual([]);
    // Each answer is the old page or the new one: every price old, or every price twice the old.
    const kind = (prices: Prices, old: Prices) => {
      const all = [...prices].map(([key, value]) =>
        value === old.get(key) ? 'old' : value === (old.get(key) ?? 0) * 2 ? 'new' : 'other',
      );
      return new Set(all).size === 1 ? all[0] : 'mixed';
    };
    const lists = seen.list.map((prices) => kind(prices, before.list));
    const options = seen.options.map((prices) => kind(prices, before.options));
    expect(lists.filter((k) => k !== 'old' && k !== 'new')).toEqual([]);
    expect(options.filter((k) => k !== 'old' && k !== 'new')).toEqual([]);
    // The shoppers went on pricing through the apply and ended on the new catalog.
    expect(lists.at(-1)).toBe('new');
    expect(options.at(-1)).toBe('new');
    expect(lists.length).toBeGreaterThan(SHOPPERS * 2);
  });
});
