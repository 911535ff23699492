import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { fullPath } from '../../../contract/callPath';
import { changeFilterInfo } from '../../../contract/filterCalls';
import { getFilteredPlans } from '../../../contract/planCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`get-filtered-plans pages, made once and kept (${TEST_DIALECT})`, () => {
  it('answers each page, size and category choice with its own plans, the same when asked again', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const page = (n: number, limit = 1, categories?: string) =>
      browser.ok(getFilteredPlans, {
        query: { enrollment_id: id, page: n, limit, ...(categories ? { categories } : {}) },
      });
    const first = await page(1);
    const second = await page(2);
    const dental = (answer: typeof first) => answer.result.find((group) => group.category === 'dental');
    expect(dental(first)?.plans).toHaveLength(1);
    expect(dental(second)?.page).toBe(2);
    expect(dental(second)?.plans[0]?.plan_id).not.toBe(dental(first)?.plans[0]?.plan_id);
    expect(await page(1)).toEqual(first);
    const wide = await page(1, 2);
    expect(dental(wide)?.plans.map((plan) => plan.plan_id)).toEqual([
      dental(first)?.plans[0]?.plan_id,
      dental(second)?.plans[0]?.plan_id,
    ]);
    expect((await page(1, 1, 'vision')).result.map((group) => group.category)).toEqual(['vision']);
  });

  it("answers another filter's own plans and prices, and a changed filter its new ones at once", async () => {
    const adult = t.browser();
    const adultId = await startEnrollment(adult);
    const family = t.browser();
    const familyId = await startEnrollment(family, { ...ADULT_FILTER, tier: 'IF' });
    const prices = async (browser: typeof adult, id: string) =>
      (await browser.ok(getFilteredPlans, { query: { enrollment_id: id } })).result
        .flatMap((group) => group.plans)
        .map((plan) => `${plan.plan_id}:${plan.plan_pricing_id}`);
    const forAdult = await prices(adult, adultId);
    const forFamily = await prices(family, familyId);
    expect(forFamily).not.toEqual(forAdult);
    await adult.ok(changeFilterInfo, { params: { tempId: adultId }, body: { tier: 'IF' } });
    expect(await prices(adult, adultId)).toEqual(forFamily);
  });

  it('goes out compressed once made (brotli, else gzip) to a browser that takes it, the same JSON', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const ask = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: fullPath(getFilteredPlans),
        query: { enrollment_id: id },
        headers: {
          cookie: browser.cookie ?? '',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.data.result.length).toBeGreaterThan(0);
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);
    const gzip = await ask('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });
});
