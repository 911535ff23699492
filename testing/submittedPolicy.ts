import { cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import {
  saveAgreementInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  savePersonalInfo,
  saveReviewInfo,
} from '../src/contract/enrollmentCalls';
import { AGREEMENT, BANK, CONTACT, PERSONAL } from './fixtures';
import { ADULT_FILTER, addCheapest, DENTAL_PLAN_ID, type Shopper, startEnrollment } from './journey';

/**
 * A dental policy (Harborline's, carrier 1) at `tier` with `dependents` (fixtures' SPOUSE, CHILD, as the
 * tier needs them), submitted through every step on the first effective date offered: its enrollment id.
 */
export async function submittedDental(
  browser: Shopper,
  tier: 'IO' | 'IS' | 'IC' | 'IF',
  dependents: readonly object[] = [],
): Promise<string> {
  const id = await startEnrollment(browser, { ...ADULT_FILTER, tier });
  await addCheapest(browser, id, DENTAL_PLAN_ID);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  const body = (doc: object) => ({ body: { enrollment_id: id, ...doc } });
  await browser.ok(savePersonalInfo, body(PERSONAL));
  await browser.ok(saveContactInfo, body(CONTACT));
  if (dependents.length > 0) await browser.ok(saveDependentInfo, body({ dependents }));
  await browser.ok(saveBillingInfo, body(BANK));
  await browser.ok(saveAgreementInfo, body(AGREEMENT));
  await browser.ok(saveReviewInfo, body({}));
  return id;
}
