import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT, BANK, CONTACT, PERSONAL } from '../../../testing/fixtures';
import { addCheapest, checkedOutEnrollment, startEnrollment } from '../../../testing/journey';
import { openedStepText } from '../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { addPlanToCart } from '../../contract/cartCalls';
import {
  getDynamicTabs,
  getReceipt,
  saveAgreementInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  savePersonalInfo,
  saveReviewInfo,
} from '../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { openedBodies } from '../mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const tabRow = async (id: string, tab: string) => {
  const data = await openedStepText(t.deps, id, tab);
  return data === undefined ? undefined : { data };
};

describe(`wizard calls (${TEST_DIALECT})`, () => {
  it('get-dynamic-tabs marks the steps a member-only dental cart needs', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const tabs = await browser.ok(getDynamicTabs, { query: { enrollment_id: id } });
    expect(tabs.result.filter((tab) => tab.required).map((tab) => tab.tab_name)).toEqual([
      'primary_info',
      'contact_info',
      'billing_info',
      'agreement_info',
      'review_info',
    ]);
    expect(tabs.result.map((tab) => tab.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('get-dynamic-tabs says which steps are complete: none before a save, each once saved, review once submitted', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const complete = async () =>
      (await browser.ok(getDynamicTabs, { query: { enrollment_id: id } })).result
        .filter((tab) => tab.complete)
        .map((tab) => tab.tab_name);
    expect(await complete()).toEqual([]);
    await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(await complete()).toEqual(['primary_info']);
    await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
    await browser.ok(saveAgreementInfo, { body: { enrollment_id: id, ...AGREEMENT } });
    expect(await complete()).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info']);
    await browser.ok(saveReviewInfo, { body: { enrollment_id: id } });
    expect(await complete()).toContain('review_info');
  });

  it('refuses steps before checkout and steps the enrollment does not need', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const early = await browser.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(early.statusCode).toBe(409);
    const done = await checkedOutEnrollment(browser);
    const dependents = await browser.call(saveDependentInfo, {
      body: { enrollment_id: done, dependents: [] },
    });
    expect(dependents.statusCode).toBe(409);
    expect(dependents.errors[0]?.error_message).toBe('Dependent Information is not part of this enrollment');
  });

  it('personal info: field errors with the spec words, SSN sealed at rest and masked on the way out', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const bad = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, first_name: '', last_name: 'L0pez!', marital_status: '9', ssn: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors).toEqual([
      { target_element: 'first_name', error_message: 'Field is required' },
      { target_element: 'last_name', error_message: 'Please enter valid last name' },
      { target_element: 'marital_status', error_message: 'Field is required' },
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
    expect(await tabRow(id, 'personal')).toBeUndefined();

    const saved = await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(saved).toEqual({ next_tab: 'contact_info' });
    const row = await tabRow(id, 'personal');
    expect(row?.data).not.toContain('123456789');
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'primary_info' },
    });
    expect(read.result).toMatchObject({ first_name: 'Maria', ssn: '•••••6789' });

    // Sending the mask back keeps the number on file; a mask of another number is refused.
    await browser.ok(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, ssn: '•••••6789', first_name: 'Mara' },
    });
    const wrongMask = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, ssn: '•••••0000' },
    });
    expect(wrongMask.errors).toEqual([
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
    const reread = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'primary_info' },
    });
    expect(reread.result).toMatchObject({ first_name: 'Mara', ssn: '•••••6789' });
  });

  it('billing: checks routing and card numbers, never stores a security code, masks numbers', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    // A Crescent plan (carrier 5, billed by card) makes the card one of the payment types offered.
    await addCheapest(browser, id, 151);
    const badBank = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, routing_number: '011000016', account_number: '12' },
    });
    expect(badBank.errors).toEqual([
      { target_element: 'routing_number', error_message: 'Routing number is not valid' },
      { target_element: 'account_number', error_message: 'Account Number must be of 4 to 17 digits.' },
    ]);
    const card = {
      payment_method: 'cc',
      first_name_on_cc: 'Maria',
      last_name_on_cc: 'Lopez',
      card_number: '4111111111111111',
      expiration_month: '12',
      expiration_year: '2030',
      security_code: '123',
      bill_date: '28',
      address1: '120 Palm Drive',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
    };
    const expired = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...card, expiration_year: '2025' },
    });
    expect(expired.errors).toEqual([
      { target_element: 'expiration_year', error_message: 'Card has expired' },
    ]);
    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...card } });
    const row = await tabRow(id, 'billing');
    expect(row?.data).not.toMatch(/4111111111111111|security_code|"123"/);
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'payment_info' },
    });
    expect(read.result).toMatchObject({ card_number: '••••••••••••1111' });
  });

  it('review submits only a complete enrollment, once, and the receipt gives the confirmation number', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    const early = await browser.call(saveReviewInfo, { body: { enrollment_id: id } });
    expect(early.statusCode).toBe(409);
    expect(early.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'Please complete Contact Information first' },
    ]);
    expect((await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } })).next_tab).toBe(
      'billing_info',
    );
    expect((await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } })).next_tab).toBe(
      'agreement_info',
    );
    const unsigned = await browser.call(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, acknowledgements: [true, false], signature: '' },
    });
    // Each unticked text of this cart (Accuracy of information, Right to cancel) at its box.
    expect(unsigned.errors).toEqual([
      { target_element: 'acknowledgements.1', error_message: 'This field is required.' },
      { target_element: 'acknowledgements.2', error_message: 'This field is required.' },
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
    expect(
      (await browser.ok(saveAgreementInfo, { body: { enrollment_id: id, ...AGREEMENT } })).next_tab,
    ).toBe('review_info');
    const notYet = await browser.call(getReceipt, { query: { enrollment_id: id } });
    expect(notYet.statusCode).toBe(409);

    const submitted = await browser.ok(saveReviewInfo, {
      body: { enrollment_id: id, additional_notes: 'Call after 5pm' },
    });
    expect(submitted.policy_id).toMatch(/^BS\d{10}$/);
    expect(await browser.ok(getReceipt, { query: { enrollment_id: id } })).toMatchObject({
      policy_id: submitted.policy_id,
      name: 'Maria Lopez',
    });
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('enrollment_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['agreement-signed', 'submitted']);
    const receipts = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('enrollment_id', '=', id)
      .where('kind', '=', 'receipt')
      .execute();
    expect(receipts.map((mail) => mail.to_address)).toEqual(['maria@example.com']);
    expect(receipts[0]?.subject).toBe('Enrollment Receipt');
    const receiptText = receipts[0] ? openedBodies(t.deps.secretBox, receipts[0]).text : '';
    expect(receiptText).toContain(`Confirmation Number: ${submitted.policy_id}`);
    expect(receiptText).toContain('Dear Maria Lopez,');
    expect(audit[0]?.document_hash).toMatch(/^[0-9a-f]{64}$/);

    // A submitted enrollment is immutable.
    const again = await browser.call(saveReviewInfo, { body: { enrollment_id: id } });
    expect(again.statusCode).toBe(409);
    const edit = await browser.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(edit.statusCode).toBe(409);
    const add = await browser.call(addPlanToCart, {
      body: { enrollment_id: id, plan_id: 101, plan_pricing_id: 1 },
    });
    expect(add.statusCode).toBe(409);
  });
});
