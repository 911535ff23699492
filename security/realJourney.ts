import { addPlanToCart, cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import { addFilterForNewUser, changeFilterInfo } from '../src/contract/filterCalls';
import { getPlanPricingDetail } from '../src/contract/planCalls';
import { ADULT_FILTER } from '../src/server/testing/journey';
import type { RealBrowser } from '../src/server/testing/realBrowser';

/** A new enrollment in this browser (a 40-year-old in California); its id. */
export async function startEnrollment(browser: RealBrowser): Promise<string> {
  return (await browser.ok(addFilterForNewUser, { body: ADULT_FILTER })).temp_enrollment_id;
}

/**
 * A new enrollment with the cheapest option of `planId` in its cart (answering non-smoker if the plan
 * asks), checked out on the first effective date offered; its id.
 */
export async function checkedOutEnrollment(browser: RealBrowser, planId: number): Promise<string> {
  const id = await startEnrollment(browser);
  const priceIt = () => browser.ok(getPlanPricingDetail, { query: { pid: planId, enrollment_id: id } });
  let pricing = await priceIt();
  if (pricing.errorCode === 'smokerError') {
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { is_smoker: '0' } });
    pricing = await priceIt();
  }
  const option = pricing.plans[0];
  if (!option) throw new Error(`plan ${planId} has no price: ${pricing.errorCode}`);
  await browser.ok(addPlanToCart, {
    body: { enrollment_id: id, plan_id: planId, plan_pricing_id: option.plan_pricing_id },
  });
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}
