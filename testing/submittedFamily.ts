import { cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import {
  getDynamicTabs,
  saveAgreementInfo,
  saveBeneficiaryInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  saveEmployerInfo,
  savePersonalInfo,
  savePrimaryHealthInfo,
  saveReviewInfo,
} from '../src/contract/enrollmentCalls';
import {
  AGREEMENT,
  BANK,
  BENEFICIARIES,
  CHILD,
  CONTACT,
  EMPLOYER,
  HEALTH,
  PERSONAL,
  SPOUSE,
} from './fixtures';
import { ADULT_FILTER, addCheapest, DENTAL_PLAN_ID, startEnrollment } from './journey';
import type { TestApp, TestBrowser } from './testApp';

/** The demo's term life plan, sold by Keystone Benefit Life (carrier 2); the dental plan is Harborline's (1). */
export const TERM_LIFE_PLAN_ID = 141;

interface Named {
  first_name: string;
  last_name: string;
}

/**
 * The demo's family (applicant, spouse, child) with Harborline's dental and Keystone's term life, submitted
 * by the browser it answers with; `personal` changes the applicant's Personal Information (a name, say),
 * `names` the spouse's and the beneficiary's names.
 */
export async function submitFamily(
  t: TestApp,
  personal: Partial<typeof PERSONAL> = {},
  names: { spouse?: Named; beneficiary?: Named } = {},
): Promise<{ id: string; policyId: string; browser: TestBrowser }> {
  const browser = t.browser();
  const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' });
  await addCheapest(browser, id, DENTAL_PLAN_ID);
  await addCheapest(browser, id, TERM_LIFE_PLAN_ID);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  const body = (doc: object) => ({ body: { enrollment_id: id, ...doc } });
  const tabs = await browser.ok(getDynamicTabs, { query: { enrollment_id: id } });
  const required = new Set(tabs.result.filter((tab) => tab.required).map((tab) => tab.tab_name));
  await browser.ok(
    savePersonalInfo,
    body({ ...PERSONAL, ...personal, weight: '150', height_feet: '5', height_inch: '6' }),
  );
  await browser.ok(saveContactInfo, body({ ...CONTACT, birth_state: 'TX', birth_city: 'Austin' }));
  if (required.has('employer_info')) await browser.ok(saveEmployerInfo, body(EMPLOYER));
  const beneficiaries = BENEFICIARIES.beneficiaries.map((named) => ({ ...named, ...names.beneficiary }));
  await browser.ok(saveBeneficiaryInfo, body({ beneficiaries }));
  await browser.ok(savePrimaryHealthInfo, body(HEALTH));
  await browser.ok(
    saveDependentInfo,
    body({ dependents: [{ ...SPOUSE, primary_info: { ...SPOUSE.primary_info, ...names.spouse } }, CHILD] }),
  );
  await browser.ok(saveBillingInfo, body(BANK));
  await browser.ok(saveAgreementInfo, body(AGREEMENT));
  const submitted = await browser.ok(saveReviewInfo, body({}));
  return { id, policyId: submitted.policy_id, browser };
}
