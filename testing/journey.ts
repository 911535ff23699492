import type { z } from 'zod';
import { addPlanToCart, cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import type { Endpoint } from '../src/contract/endpoint';
import { saveEnrollerCode } from '../src/contract/enrollerCodeCalls';
import {
  saveAgreementInfo,
  saveBillingInfo,
  saveContactInfo,
  savePersonalInfo,
  saveReviewInfo,
} from '../src/contract/enrollmentCalls';
import { addFilterForNewUser, changeFilterInfo } from '../src/contract/filterCalls';
import { getPlanPricingDetail } from '../src/contract/planCalls';
import { AGREEMENT, BANK, CONTACT, PERSONAL } from './fixtures';

/**
 * What the shopping steps need of a browser: a contract call that throws unless it succeeds. The
 * in-process TestBrowser and the real-HTTP RealBrowser both are one.
 */
export interface Shopper {
  ok<E extends Endpoint>(
    endpoint: E,
    input?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  ): Promise<z.output<E['data']>>;
}

export const ADULT_FILTER = { zip: '90210', gender: '1', tier: 'IO', dob: '04/12/1985' } as const;
export const DENTAL_PLAN_ID = 101;

/** A browser with an enrollment for a 40-year-old in California. */
export async function startEnrollment(
  browser: Shopper,
  filter: Record<string, string> = ADULT_FILTER,
): Promise<string> {
  const created = await browser.ok(addFilterForNewUser, { body: filter });
  return created.temp_enrollment_id;
}

/**
 * Adds the cheapest option of a plan and returns its pricing id. A tobacco-rated plan first asks
 * (smokerError): the test shopper answers non-smoker, as the plan page's link lets a shopper do.
 */
export async function addCheapest(
  browser: Shopper,
  enrollmentId: string,
  planId = DENTAL_PLAN_ID,
): Promise<number> {
  const priceIt = () =>
    browser.ok(getPlanPricingDetail, { query: { pid: planId, enrollment_id: enrollmentId } });
  let pricing = await priceIt();
  if (pricing.errorCode === 'smokerError') {
    await browser.ok(changeFilterInfo, { params: { tempId: enrollmentId }, body: { is_smoker: '0' } });
    pricing = await priceIt();
  }
  const option = pricing.plans[0];
  if (!option) throw new Error(`plan ${planId} has no price: ${pricing.errorCode}`);
  await browser.ok(addPlanToCart, {
    body: { enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: option.plan_pricing_id },
  });
  return option.plan_pricing_id;
}

/** Through the cart: one plan (the dental one unless named), checked out on the first effective date offered. */
export async function checkedOutEnrollment(browser: Shopper, planId = DENTAL_PLAN_ID): Promise<string> {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/**
 * Saves the steps of a checked-out member-only dental enrollment up to review (Personal, Contact,
 * Billing, Agreement), from Personal or, when a test saved Personal itself, from Contact; signed
 * with the fixtures' signature unless another is given.
 */
export async function saveStepsToReview(
  browser: Shopper,
  id: string,
  from: 'personal' | 'contact' = 'personal',
  signature: string = AGREEMENT.signature,
): Promise<void> {
  if (from === 'personal') await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
  await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
  await browser.ok(saveAgreementInfo, { body: { enrollment_id: id, ...AGREEMENT, signature } });
}

/**
 * A member-only dental enrollment taken through every step and submitted, as a shopper does: its
 * id and confirmation number (for the signed application PDF and the receipt).
 */
export async function submittedEnrollment(
  browser: Shopper,
  signature: string = AGREEMENT.signature,
): Promise<{ id: string; policyId: string }> {
  const id = await checkedOutEnrollment(browser);
  await saveStepsToReview(browser, id, 'personal', signature);
  const { policy_id: policyId } = await browser.ok(saveReviewInfo, {
    body: { enrollment_id: id, first_enroll: true },
  });
  return { id, policyId };
}

/**
 * An enrollment submitted with the first of `signatures` that save-agreement-info takes (an
 * attacker's heaviest first), each tried on a new enrollment: the enrollment and which was taken.
 */
export async function submittedWithFirstTaken(
  browser: Shopper,
  signatures: readonly string[],
): Promise<{ id: string; policyId: string; taken: number }> {
  for (const [taken, signature] of signatures.entries()) {
    try {
      return { ...(await submittedEnrollment(browser, signature)), taken };
    } catch (error) {
      if (!/save-agreement-info answered 400/.test(String(error))) throw error;
    }
  }
  throw new Error('save-agreement-info took none of the signatures');
}

/**
 * A dental enrollment made by a signed-in rep or administrator in `context`, taken through every step
 * and submitted; `beforeSubmit` runs just before (a test's clock tick).
 */
export async function submittedByAccount(
  browser: Shopper,
  context: Record<string, unknown>,
  group?: { enrollerCode: string; billing: Record<string, unknown> },
  beforeSubmit: () => void = () => {},
): Promise<{ id: string; policyId: string }> {
  const created = await browser.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, ...context } });
  const id = created.temp_enrollment_id;
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  if (group)
    await browser.ok(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: group.enrollerCode } });
  await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
  await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...(group?.billing ?? BANK) } });
  // A rep's agreement: the rep answers how the applicant was verified.
  await browser.ok(saveAgreementInfo, {
    body: { enrollment_id: id, ...AGREEMENT, answer: 'Driver license seen in person' },
  });
  beforeSubmit();
  const { policy_id: policyId } = await browser.ok(saveReviewInfo, { body: { enrollment_id: id } });
  return { id, policyId };
}
