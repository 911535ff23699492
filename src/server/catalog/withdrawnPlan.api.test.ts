import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, withoutPlan } from '../../../testing/catalogCopies';
import { checkedOutEnrollment, saveStepsToReview, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addPlanToCart, getPlanCart } from '../../contract/cartCalls';
import { saveReviewInfo } from '../../contract/enrollmentCalls';
import { getPlanDetail, getPlanPricingDetail } from '../../contract/planCalls';
import { PLAN_NO_LONGER_OFFERED, planNoLongerOffered } from '../../domain/pricingMessages';
import { noLongerOffered } from '../pricing/cartSubmission';
import { applyPackage } from './catalogApply';
import { checkPackageDir } from './checkedPackage';

const NOW = new Date('2026-11-26T12:00:00Z');
/** A dental plan of the demo with no successor, left out of the newer catalog. */
const WITHDRAWN = 102;

let t: TestApp;
let newer: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  newer = demoPackageCopy((dir) => withoutPlan(dir, WITHDRAWN));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(newer, { recursive: true, force: true });
});

async function applyNewer() {
  const check = await checkPackageDir(newer);
  if (!check.ok) throw new Error('the package without plan 102 has problems');
  const applied = await applyPackage(t.deps.db, check.checked, null, NOW);
  expect(applied.withdrawnPlans).toEqual([WITHDRAWN]);
}

describe(`a plan withdrawn by a newer catalog (${TEST_DIALECT})`, () => {
  it('is no longer offered on its page, its price or Add to Cart; a cart holding it keeps it until submission, which refuses it by name', async () => {
    const { name } = await t.deps.db
      .selectFrom('plans')
      .select('name')
      .where('id', '=', WITHDRAWN)
      .executeTakeFirstOrThrow();
    // One shopper has it in a checked-out cart, at review; another has its page open with a price.
    const holder = t.browser();
    const held = await checkedOutEnrollment(holder, WITHDRAWN);
    await saveStepsToReview(holder, held);
    const looker = t.browser();
    const looking = await startEnrollment(looker);
    const priced = await looker.ok(getPlanPricingDetail, {
      query: { pid: WITHDRAWN, enrollment_id: looking },
    });
    const option = priced.plans[0];
    expect(option).toBeDefined();

    await applyNewer();

    const page = await looker.call(getPlanDetail, { params: { id: WITHDRAWN } });
    expect(page.statusCode).toBe(410);
    expect(page.errors).toEqual([{ target_element: 'id', error_message: PLAN_NO_LONGER_OFFERED }]);
    const price = await looker.call(getPlanPricingDetail, {
      query: { pid: WITHDRAWN, enrollment_id: looking },
    });
    expect(price.statusCode).toBe(410);
    expect(price.errors).toEqual([{ target_element: 'pid', error_message: PLAN_NO_LONGER_OFFERED }]);
    const add = await looker.call(addPlanToCart, {
      body: { enrollment_id: looking, plan_id: WITHDRAWN, plan_pricing_id: option?.plan_pricing_id },
    });
    expect(add.statusCode).toBe(410);
    expect(add.errors).toEqual([{ target_element: 'plan_id', error_message: planNoLongerOffered(name) }]);
    expect((await looker.ok(getPlanCart, { query: { enrollment_id: looking } })).result).toEqual([]);

    // The cart that held it still shows it, as not available, and submission names it.
    const cart = await holder.ok(getPlanCart, { query: { enrollment_id: held } });
    expect(cart.result).toEqual([expect.objectContaining({ plan_id: WITHDRAWN, available: false })]);
    const submitted = await holder.call(saveReviewInfo, { body: { enrollment_id: held } });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.errors).toEqual([
      { target_element: 'enrollment_id', error_message: noLongerOffered(name) },
    ]);

    // A plan the store never had is still not found; a retired plan with a successor still sends on.
    const unknown = await looker.call(getPlanDetail, { params: { id: 99_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.errors).toEqual([{ target_element: 'id', error_message: 'Plan not found' }]);
    expect((await looker.ok(getPlanDetail, { params: { id: 173 } })).replaced_by).toBe(171);
  });
});
