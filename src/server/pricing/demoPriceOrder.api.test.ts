import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { changeFilterInfo } from '../../contract/filterCalls';
import { getPlanPricingDetail } from '../../contract/planCalls';

/**
 * The demo catalog's prices (catalog/demo/rates.csv) as the store quotes them to one shopper: a plan
 * that gives more costs more. Summit Health Bronze, Silver, Gold; Harborline Dental Essentials and the
 * richer Preferred, option by option; term life by face amount, and a longer term for the same amount.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** Shoppers of three ages, alone and with a spouse (Simple Term sells those two tiers only). */
const SHOPPERS = ['04/12/2001', '04/12/1985', '04/12/1968'].flatMap((dob) =>
  ['IO', 'IS'].map((tier) => ({ zip: '90210', gender: '1', tier, dob })),
);

describe(`the demo's prices go with what a plan gives (${TEST_DIALECT})`, () => {
  it('Bronze < Silver < Gold, Essentials < Preferred, and a larger or longer life benefit costs more', async () => {
    for (const shopper of SHOPPERS) {
      const browser = t.browser();
      const id = await startEnrollment(browser, shopper);
      await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '0' } });
      /** The monthly price of each option of plan `pid`, by its label. */
      const prices = async (pid: number) => {
        const pricing = await browser.ok(getPlanPricingDetail, { query: { pid, enrollment_id: id } });
        expect(pricing.errorCode, `plan ${pid} for ${JSON.stringify(shopper)}`).toBeNull();
        return Object.fromEntries(pricing.plans.map((option) => [option.label, option.price]));
      };
      const who = `${shopper.dob} ${shopper.tier}`;
      const [bronze, silver, gold] = [
        (await prices(121)).Standard,
        (await prices(122)).Standard,
        (await prices(123)).Standard,
      ];
      expect(
        [bronze, silver, gold].every((price) => typeof price === 'number'),
        who,
      ).toBe(true);
      expect(bronze, `Bronze below Silver, ${who}`).toBeLessThan(silver as number);
      expect(silver, `Silver below Gold, ${who}`).toBeLessThan(gold as number);

      const essentials = await prices(101);
      const preferred = await prices(102);
      for (const option of ['Basic', 'Plus']) {
        expect(essentials[option], `Essentials ${option} below Preferred ${option}, ${who}`).toBeLessThan(
          preferred[option] as number,
        );
      }

      const term10 = await prices(141);
      const term20 = await prices(142);
      const simple = await prices(143);
      const byFace = [
        simple['$10,000 benefit'],
        term10['$25,000 benefit'],
        term10['$50,000 benefit'],
        term20['$50,000 benefit'],
        term20['$100,000 benefit'],
      ];
      expect(
        byFace.every((price) => typeof price === 'number'),
        who,
      ).toBe(true);
      expect(byFace, `life prices by face amount (and term), ${who}`).toEqual(
        [...(byFace as number[])].sort((a, b) => a - b),
      );
      expect(new Set(byFace).size, who).toBe(byFace.length);
    }
  });
});
