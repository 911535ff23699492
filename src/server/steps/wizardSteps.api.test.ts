import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT,
  BANK,
  BENEFICIARIES,
  CHILD,
  CONTACT,
  DEPENDENTS,
  EMPLOYER,
  HEALTH,
  PERSONAL,
} from '../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../testing/journey';
import { openedStep } from '../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
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
} from '../../contract/enrollmentCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../contract/filterCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** A family enrollment with term life (beneficiaries, health) and disability income (employer). */
async function familyEnrollment(browser: TestBrowser): Promise<string> {
  const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' });
  await browser.ok(changeFilterInfo, {
    params: { tempId: id },
    body: { annual_incode: 60000, working_hours: 40 },
  });
  await addCheapest(browser, id, 141);
  await addCheapest(browser, id, 181);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

describe(`the other wizard steps (${TEST_DIALECT})`, () => {
  it('a family cart with life and disability cover needs every step', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const tabs = await browser.ok(getDynamicTabs, { query: { enrollment_id: id } });
    expect(tabs.result.every((tab) => tab.required)).toBe(true);
  });

  it('employer: saves, and refuses a retired employee with the spec words', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const retired = await browser.call(saveEmployerInfo, {
      body: { enrollment_id: id, ...EMPLOYER, employment_status: 'R' },
    });
    expect(retired.errors).toEqual([
      { target_element: 'employment_status', error_message: 'You cannot proceed with retired employer' },
    ]);
    const future = await browser.call(saveEmployerInfo, {
      body: { enrollment_id: id, ...EMPLOYER, employment_start_date: '01/01/2030', phone: '555' },
    });
    expect(future.errors).toEqual([
      { target_element: 'phone', error_message: 'Invalid phone number' },
      { target_element: 'employment_start_date', error_message: 'Date cannot be in the future' },
    ]);
    expect((await browser.ok(saveEmployerInfo, { body: { enrollment_id: id, ...EMPLOYER } })).next_tab).toBe(
      'beneficiary_info',
    );
  });

  it('beneficiaries: the total must be 100, at most three, SSNs sealed and masked', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const half = { ...BENEFICIARIES.beneficiaries[0]!, beneficiary_percentage: '50' };
    const short = await browser.call(saveBeneficiaryInfo, {
      body: { enrollment_id: id, beneficiaries: [half] },
    });
    expect(short.errors).toEqual([
      {
        target_element: 'beneficiaries',
        error_message: 'Your total Beneficiary Percentage is 50 and it Should not be less than 100%',
      },
    ]);
    const four = await browser.call(saveBeneficiaryInfo, {
      body: { enrollment_id: id, beneficiaries: [half, half, half, half] },
    });
    expect(four.errors[0]?.error_message).toBe('Maximum allowed number of beneficiaries is 3');
    const none = await browser.call(saveBeneficiaryInfo, { body: { enrollment_id: id, beneficiaries: [] } });
    expect(none.errors[0]?.error_message).toBe('Please add your beneficiaries before continuing');
    const zero = await browser.call(saveBeneficiaryInfo, {
      body: { enrollment_id: id, beneficiaries: [{ ...half, beneficiary_percentage: '0' }] },
    });
    expect(zero.errors[0]).toEqual({
      target_element: 'beneficiaries.0.beneficiary_percentage',
      error_message: 'Beneficiary percentage should not be 0 or more than 100',
    });
    await browser.ok(saveBeneficiaryInfo, { body: { enrollment_id: id, ...BENEFICIARIES } });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'benificiary_info' },
    });
    expect(read.result).toEqual({
      beneficiaries: [
        { ...BENEFICIARIES.beneficiaries[0], ssn: '•••••4321', beneficiary_id: expect.any(String) },
      ],
    });
  });

  it('beneficiaries keep their numbers by id: deleting the first of two keeps the second’s SSN', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const person = BENEFICIARIES.beneficiaries[0]!;
    await browser.ok(saveBeneficiaryInfo, {
      body: {
        enrollment_id: id,
        beneficiaries: [
          { ...person, first_name: 'Ana', ssn: '111223333', beneficiary_percentage: '40' },
          { ...person, first_name: 'Ben', ssn: '444556666', beneficiary_percentage: '60' },
        ],
      },
    });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'benificiary_info' },
    });
    const [, ben] = (read.result as { beneficiaries: Record<string, string>[] }).beneficiaries;
    expect(ben).toMatchObject({ first_name: 'Ben', ssn: '•••••6666' });
    // Ana is deleted; Ben, now first in the list, comes back with his masked number and id.
    await browser.ok(saveBeneficiaryInfo, {
      body: { enrollment_id: id, beneficiaries: [{ ...ben, beneficiary_percentage: '100' }] },
    });
    const stored = (await openedStep<{ beneficiaries: { ssn: string }[] }>(t.deps, id, 'beneficiary'))!;
    expect(t.deps.secretBox.open(stored.beneficiaries[0]!.ssn)).toBe('444556666');
    // Another entry's id with Ben's mask is refused rather than guessed.
    const forged = await browser.call(saveBeneficiaryInfo, {
      body: {
        enrollment_id: id,
        beneficiaries: [{ ...ben, beneficiary_id: 'someone', beneficiary_percentage: '100' }],
      },
    });
    expect(forged.errors).toEqual([
      { target_element: 'beneficiaries.0.ssn', error_message: 'Invalid Social Security Number' },
    ]);
  });

  it('health: every question needs an answer', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const partial = await browser.call(savePrimaryHealthInfo, {
      body: { enrollment_id: id, ...HEALTH, condition_questions: HEALTH.condition_questions.slice(1) },
    });
    expect(partial.errors).toEqual([
      { target_element: 'condition_questions', error_message: 'Please answer all questions' },
    ]);
    expect(
      (await browser.ok(savePrimaryHealthInfo, { body: { enrollment_id: id, ...HEALTH } })).next_tab,
    ).toBe('dependent_info');
  });

  it('dependents: must fit the tier', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const spouseOnly = await browser.call(saveDependentInfo, { body: { enrollment_id: id, ...DEPENDENTS } });
    expect(spouseOnly.errors).toEqual([
      { target_element: 'dependents', error_message: 'Spouse & Child information required' },
    ]);
    const family = { dependents: [...DEPENDENTS.dependents, CHILD] };
    expect((await browser.ok(saveDependentInfo, { body: { enrollment_id: id, ...family } })).next_tab).toBe(
      'billing_info',
    );
  });

  it('submission re-checks the dependents against the tier and leaves out steps no longer needed', async () => {
    const browser = t.browser();
    const id = await familyEnrollment(browser);
    const body = (doc: object) => ({ body: { enrollment_id: id, ...doc } });
    await browser.ok(
      savePersonalInfo,
      body({ ...PERSONAL, weight: '150', height_feet: '5', height_inch: '6' }),
    );
    await browser.ok(saveContactInfo, body({ ...CONTACT, birth_state: 'TX', birth_city: 'Austin' }));
    await browser.ok(saveEmployerInfo, body(EMPLOYER));
    await browser.ok(saveBeneficiaryInfo, body(BENEFICIARIES));
    await browser.ok(savePrimaryHealthInfo, body(HEALTH));
    await browser.ok(saveDependentInfo, body({ dependents: [...DEPENDENTS.dependents, CHILD] }));
    await browser.ok(saveBillingInfo, body(BANK));
    await browser.ok(saveAgreementInfo, body(AGREEMENT));
    // A spouse and a child no longer fit Member + Spouse: the enrollment cannot be submitted as it is.
    const completeTabs = async () =>
      (await browser.ok(getDynamicTabs, { query: { enrollment_id: id } })).result
        .filter((tab) => tab.required && tab.complete)
        .map((tab) => tab.tab_name);
    expect(await completeTabs()).toContain('dependent_info');
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IS' } });
    // Review opens at the first step not complete: the dependents, saved but no longer fitting.
    expect(await completeTabs()).toEqual([
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'primary_health_info',
      'billing_info',
      'agreement_info',
    ]);
    const stale = await browser.call(saveReviewInfo, body({}));
    expect(stale.statusCode).toBe(409);
    expect(stale.errors).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'Dependent Information: A child cannot be enrolled on Member + Spouse',
      },
    ]);
    // Member Only needs no dependents: the ones saved are not submitted.
    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IO' } });
    await browser.ok(saveReviewInfo, body({}));
    const tabs = await t.deps.db
      .selectFrom('enrollment_tabs')
      .select('tab')
      .where('enrollment_id', '=', id)
      .execute();
    expect(tabs.map((row) => row.tab)).not.toContain('dependent');
  });
});
