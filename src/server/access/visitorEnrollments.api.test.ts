import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_FILTER,
  addCheapest,
  DENTAL_PLAN_ID,
  startEnrollment,
  submittedEnrollment,
} from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { getPlanCart } from '../../contract/cartCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../contract/filterCalls';
import { getPlanPricingDetail } from '../../contract/planCalls';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REP = { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD };

/** Whether the browser can read the enrollment (200) or gets the 404 of an enrollment not its own. */
const reads = async (browser: TestBrowser, id: string) =>
  (await browser.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } }))
    .statusCode;

const ownerHashOf = async (id: string) =>
  (
    await t.deps.db
      .selectFrom('enrollments')
      .select('owner_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).owner_hash;

describe(`signing in keeps what the visitor started (${TEST_DIALECT})`, () => {
  it("moves the visitor's open enrollment and its cart to the signed-in browser: prices and cart as before", async () => {
    const visitor = t.browser();
    const id = await startEnrollment(visitor);
    const pricingId = await addCheapest(visitor, id);
    const cartBefore = await visitor.ok(getPlanCart, { query: { enrollment_id: id } });
    await visitor.ok(signIn, { body: REP });
    expect(await reads(visitor, id)).toBe(200);
    const pricing = await visitor.ok(getPlanPricingDetail, {
      query: { pid: DENTAL_PLAN_ID, enrollment_id: id },
    });
    expect(pricing.plans.map((plan) => plan.plan_pricing_id)).toContain(pricingId);
    const cartAfter = await visitor.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cartAfter).toEqual(cartBefore);
    expect(cartAfter.result.map((line) => line.plan_pricing_id)).toEqual([pricingId]);
  });

  it("never moves another browser's enrollment, even when its id is known", async () => {
    const other = t.browser();
    const theirs = await startEnrollment(other);
    await addCheapest(other, theirs);
    const hashBefore = await ownerHashOf(theirs);
    const rep = t.browser();
    await startEnrollment(rep);
    await rep.ok(signIn, { body: REP });
    expect(await ownerHashOf(theirs)).toBe(hashBefore);
    expect(await reads(rep, theirs)).toBe(404);
    expect((await rep.call(getPlanCart, { query: { enrollment_id: theirs } })).statusCode).toBe(404);
    expect(await reads(other, theirs)).toBe(200);
  });

  it('leaves a submitted enrollment and a rep-made one behind', async () => {
    const browser = t.browser();
    const submitted = await submittedEnrollment(browser);
    const open = await startEnrollment(browser);
    const hashBefore = await ownerHashOf(submitted.id);
    await browser.ok(signIn, { body: REP });
    expect(await ownerHashOf(submitted.id)).toBe(hashBefore);
    expect(await ownerHashOf(open)).not.toBe(hashBefore);
    const repMade = await browser.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1 },
    });
    const repHash = await ownerHashOf(repMade.temp_enrollment_id);
    // Signing in as someone else at the same computer: the shopper's enrollment comes along, the rep's stays.
    await browser.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    expect(await ownerHashOf(repMade.temp_enrollment_id)).toBe(repHash);
    expect(await reads(browser, open)).toBe(200);
  });
});
