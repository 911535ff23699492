import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, CONTACT } from '../../../../testing/fixtures';
import {
  ADULT_FILTER,
  addCheapest,
  checkedOutEnrollment,
  startEnrollment,
} from '../../../../testing/journey';
import { openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import {
  getExistingBankInfo,
  getExistingCardInfo,
  saveBillingInfoExisting,
} from '../../../contract/billingAccountCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { saveBillingInfo, saveContactInfo } from '../../../contract/enrollmentCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { getFormFieldsBillingInfo } from '../../../contract/formFieldCalls';
import { addFilterForExistingUser, addFilterForMember } from '../../../contract/memberCalls';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { memberLinkToken } from '../../access/memberLinks';
import { loadDemoRoutingDirectory } from '../../routing/routingImport';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { BILL_DATE_NOT_OFFERED, PAYMENT_NOT_OFFERED, SAVED_ACCOUNT_NOT_FOUND } from './billingCheck';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  // The demo directory, whatever the seed holds: BANK's 011000015 is its EXAMPLE CITY DEMO BANK.
  await loadDemoRoutingDirectory(t.deps.db);
});
afterAll(() => t.close());

/** Crescent Supplemental (carrier 5) is configured to bill by card: its plans make the method cc. */
const CRESCENT_PLAN_ID = 151;
const ADDRESS = { address1: '120 Palm Drive', city: 'Beverly Hills', state: 'CA', zip: '90210' };
const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Maria',
  last_name_on_cc: 'Lopez',
  card_number: '4111111111111111',
  expiration_month: '12',
  expiration_year: '2030',
  security_code: '987',
  bill_date: '15',
  ...ADDRESS,
};

async function checkOut(browser: TestBrowser, id: string, ...planIds: number[]): Promise<string> {
  for (const planId of planIds) await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/** A new shopper whose cart has a Crescent plan: the card is offered (and EFT). */
async function cardEnrollment(browser: TestBrowser): Promise<string> {
  return checkOut(browser, await startEnrollment(browser), CRESCENT_PLAN_ID);
}

/** Priya (rep 2) enrolls her member Ethan Kim (5006), who has a card on file, for the given plans. */
async function ethansEnrollment(...planIds: number[]): Promise<{ rep: TestBrowser; id: string }> {
  const rep = t.browser();
  await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
  const created = await rep.ok(addFilterForExistingUser, {
    body: { user_id: 5006, tier: 'IO', eprocess: 'rep' },
  });
  return { rep, id: await checkOut(rep, created.temp_enrollment_id, ...planIds) };
}

/** Ava Carter (5001) from her member link: she has a bank account and a card on file. */
async function avasEnrollment(...planIds: number[]): Promise<{ member: TestBrowser; id: string }> {
  const member = t.browser();
  const created = await member.ok(addFilterForMember, {
    body: { user_id: memberLinkToken(t.deps.secretBox, 5001, NOW), tier: 'IO' },
  });
  return { member, id: await checkOut(member, created.temp_enrollment_id, ...planIds) };
}

const storedTab = (id: string) => openedStepText(t.deps, id, 'billing');
const storedDraft = (id: string) => openedStepText(t.deps, id, 'billing', 'enrollment_drafts');
const readBack = async (browser: TestBrowser, id: string) =>
  browser.ok(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'payment_info' } });

/** Runs a test with the default payment method set to another one, then puts EFT back. */
async function withDefaultMethod(method: string, run: () => Promise<void>) {
  await t.deps.db.updateTable('payment_methods').set({ method }).where('id', '=', 1).execute();
  try {
    await run();
  } finally {
    await t.deps.db.updateTable('payment_methods').set({ method: 'eft' }).where('id', '=', 1).execute();
  }
}

describe(`save-billing-info (${TEST_DIALECT})`, () => {
  it('EFT: saved with its address, numbers sealed and read back masked to the last four', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    expect((await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } })).next_tab).toBe(
      'agreement_info',
    );
    const row = (await storedTab(id)) ?? '';
    expect(row).not.toMatch(/000123456789|011000015/);
    expect(row).toContain('Beverly Hills');
    expect((await readBack(browser, id)).result).toMatchObject({
      payment_method: 'eft',
      account_number: '••••••••6789',
      routing_number: '•••••0015',
      bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
      zip: '90210',
    });
  });

  it('a card: the security code is checked and never stored, in the tab or in a draft', async () => {
    const browser = t.browser();
    const id = await cardEnrollment(browser);
    const short = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, security_code: '98' },
    });
    expect(short.errors).toEqual([
      { target_element: 'security_code', error_message: 'Security code must of 3 or 4 digits' },
    ]);
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'payment_info',
        data: {
          payment_method: 'cc',
          card_number: '4111111111111111',
          security_code: '987',
          first_name_on_cc: 'Ma',
        },
      },
    });
    const draft = (await storedDraft(id)) ?? '';
    expect(draft).toContain('first_name_on_cc');
    expect(draft).not.toMatch(/security_code|987|4111111111111111/);
    expect((await readBack(browser, id)).draft).toMatchObject({ card_number: '••••••••••••1111' });

    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...CARD } });
    const row = (await storedTab(id)) ?? '';
    expect(row).not.toMatch(/security_code|987|4111111111111111/);
    expect(await storedDraft(id)).toBeUndefined();
    const read = (await readBack(browser, id)).result as Record<string, string>;
    expect(read).toMatchObject({ payment_method: 'cc', card_number: '••••••••••••1111', bill_date: '15' });
    expect(read.security_code).toBeUndefined();
  });

  it('a masked number sent back unchanged keeps the one on file; another mask is refused', async () => {
    const browser = t.browser();
    const id = await cardEnrollment(browser);
    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...CARD } });
    await browser.ok(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, card_number: '••••••••••••1111', last_name_on_cc: 'Lopes' },
    });
    const opened = JSON.parse((await storedTab(id)) ?? '{}') as {
      card_number: string;
      last_name_on_cc: string;
    };
    expect(t.deps.secretBox.open(opened.card_number)).toBe('4111111111111111');
    expect(opened.last_name_on_cc).toBe('Lopes');
    const other = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, card_number: '••••••••••••4444' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.errors).toEqual([
      { target_element: 'card_number', error_message: 'Card number must be Min-13 and Max-25' },
    ]);
    // EFT is offered beside the card; a masked account number with no account on file is refused.
    const bank = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, account_number: '••••••••6789' },
    });
    expect(bank.errors).toEqual([
      { target_element: 'account_number', error_message: 'Account Number must be of 4 to 17 digits.' },
    ]);
    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
  });

  it('refuses a payment type get-payment-method does not offer', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    for (const body of [CARD, { payment_method: 'list', bill_date: '28' }]) {
      const refused = await browser.call(saveBillingInfo, { body: { enrollment_id: id, ...body } });
      expect(refused.statusCode).toBe(400);
      expect(refused.errors).toEqual([
        { target_element: 'payment_method', error_message: PAYMENT_NOT_OFFERED },
      ]);
    }
    expect(await storedTab(id)).toBeUndefined();
  });

  it('list, EFT list and statement are saved without card, bank or address, and only themselves', async () => {
    for (const method of ['list', 'elist', 'stmt']) {
      await withDefaultMethod(method, async () => {
        const browser = t.browser();
        const id = await checkedOutEnrollment(browser);
        await browser.ok(saveBillingInfo, {
          body: {
            enrollment_id: id,
            payment_method: method,
            bill_date: '28',
            ...ADDRESS,
            card_number: '4111111111111111',
          },
        });
        expect((await readBack(browser, id)).result).toEqual({ payment_method: method, bill_date: '28' });
        const eft = await browser.call(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
        expect(eft.errors).toEqual([
          { target_element: 'payment_method', error_message: PAYMENT_NOT_OFFERED },
        ]);
      });
    }
  });

  it('checks the routing number by its checksum; the directory names a bank it knows', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const checksum = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, routing_number: '011000016' },
    });
    expect(checksum.errors).toEqual([
      { target_element: 'routing_number', error_message: 'Routing number is not valid' },
    ]);
    const short = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, routing_number: '0110' },
    });
    expect(short.errors).toEqual([
      { target_element: 'routing_number', error_message: 'Routing number must be of 9 digits' },
    ]);
    expect(await storedTab(id)).toBeUndefined();
  });

  it("a valid number the directory does not know: the person's typed name is required and kept", async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    // 123456780 passes the ABA checksum and is in no directory of the demo.
    const unnamed = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, routing_number: '123456780', bank_name: '  ' },
    });
    expect(unnamed.errors).toEqual([{ target_element: 'bank_name', error_message: 'Field is required' }]);
    expect(await storedTab(id)).toBeUndefined();
    await browser.ok(saveBillingInfo, {
      body: {
        enrollment_id: id,
        ...BANK,
        routing_number: '123456780',
        bank_name: 'Corner Savings of Anytown',
      },
    });
    expect((await readBack(browser, id)).result).toMatchObject({
      routing_number: '•••••6780',
      bank_name: 'Corner Savings of Anytown',
    });
  });

  it("a number the directory knows: the directory's name is stored, whatever was typed", async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, bank_name: 'Some Other Bank' },
    });
    expect((await readBack(browser, id)).result).toMatchObject({
      routing_number: '•••••0015',
      bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
    });
  });

  it('refuses an expired card, a card number in a name field, and a bill date not offered', async () => {
    const browser = t.browser();
    const id = await cardEnrollment(browser);
    const expired = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, expiration_year: '2026', expiration_month: '10' },
    });
    expect(expired.errors).toEqual([
      { target_element: 'expiration_month', error_message: 'Card has expired' },
    ]);
    const inName = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, first_name_on_cc: '4111111111111111' },
    });
    expect(inName.errors).toEqual([
      { target_element: 'first_name_on_cc', error_message: 'Please enter valid first name' },
    ]);
    const inHolder = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, account_name: '5555 5555 5555 4444' },
    });
    expect(inHolder.errors).toEqual([
      { target_element: 'account_name', error_message: 'Invalid account holder name' },
    ]);
    const badDate = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, bill_date: '31' },
    });
    expect(badDate.errors).toEqual([{ target_element: 'bill_date', error_message: BILL_DATE_NOT_OFFERED }]);
    const notADay = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, bill_date: '32' },
    });
    expect(notADay.errors).toEqual([{ target_element: 'bill_date', error_message: 'Field is required' }]);
    const badState = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, state: 'ZZ' },
    });
    expect(badState.errors).toEqual([
      { target_element: 'state', error_message: 'Choose one of the options' },
    ]);
    expect(await storedTab(id)).toBeUndefined();
  });

  it("'Choose physical address' stores the saved contact address, whatever was sent", async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
    await browser.ok(saveBillingInfo, {
      body: {
        enrollment_id: id,
        ...BANK,
        address1: '1 Elsewhere',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        is_physical_address: 'yes',
      },
    });
    expect((await readBack(browser, id)).result).toMatchObject({
      is_physical_address: 'yes',
      address1: CONTACT.address1,
      city: CONTACT.city,
      state: 'CA',
      zip: CONTACT.zip,
    });
  });

  it('a submitted enrollment and another browser change nothing', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const stranger = t.browser();
    await startEnrollment(stranger, ADULT_FILTER);
    const foreign = await stranger.call(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
    ]);
    await t.deps.db.updateTable('enrollments').set({ status: 'submitted' }).where('id', '=', id).execute();
    const late = await browser.call(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
    expect(late.statusCode).toBe(409);
    expect(late.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'This enrollment has already been submitted' },
    ]);
    const lateSaved = await browser.call(saveBillingInfoExisting, {
      body: { enrollment_id: id, payment_method: 'cc', card_id: '1', bill_date: '28' },
    });
    expect(lateSaved.statusCode).toBe(409);
    expect(await storedTab(id)).toBeUndefined();
  });
});

describe(`get-form-fields-billing-info (${TEST_DIALECT})`, () => {
  it('answers the billing address fields from the configuration, with their values', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const fields = (await browser.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } })).result;
    expect(fields.map((f) => [f.field_name, f.required, f.read_only])).toEqual([
      ['address1', true, false],
      ['address2', false, false],
      ['city', true, false],
      ['state', true, false],
      ['zip', true, false],
      ['is_physical_address', false, false],
    ]);
    expect(fields.find((f) => f.field_name === 'state')?.options).toContainEqual({
      name: 'California',
      value: 'CA',
    });
    await browser.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK } });
    const after = (await browser.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } })).result;
    expect(Object.fromEntries(after.map((f) => [f.field_name, f.value]))).toMatchObject(ADDRESS);
    const zip = await browser.call(saveBillingInfo, { body: { enrollment_id: id, ...BANK, zip: '9021' } });
    expect(zip.errors).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
  });

  it('asks address line 2 of the group configured to need it', async () => {
    const summit = t.browser();
    await summit.ok(signIn, { body: { username: 'admin.3001@example.com', password: DEMO_PASSWORD } });
    const created = await summit.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'group', group_id: 3001 },
    });
    const id = created.temp_enrollment_id;
    const fields = (await summit.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } })).result;
    expect(fields.find((f) => f.field_name === 'address2')?.required).toBe(true);
  });
});

describe(`saved accounts of current members (${TEST_DIALECT})`, () => {
  it('lists a member’s bank and card masked, and nothing for a new member', async () => {
    const { member, id } = await avasEnrollment(102);
    const banks = (await member.ok(getExistingBankInfo, { query: { enrollment_id: id } })).result;
    expect(banks).toEqual([
      {
        bank_id: '1',
        account_name: 'Ava Carter',
        bank_name: 'FIRST COAST BANK',
        account_number: '••••••••4321',
        account_type: 'checking',
        account_holder_type: 'individual',
        bank_routing: '•••••0015',
      },
    ]);
    const cards = (await member.ok(getExistingCardInfo, { query: { enrollment_id: id } })).result;
    expect(cards).toEqual([
      {
        card_id: '1',
        name_on_cc: 'Ava Carter',
        card_number: '411111••••••1111',
        expiration_month: '09',
        expiration_year: '2031',
      },
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/security/);

    const shopper = t.browser();
    const fresh = await checkedOutEnrollment(shopper);
    expect((await shopper.ok(getExistingBankInfo, { query: { enrollment_id: fresh } })).result).toEqual([]);
    expect((await shopper.ok(getExistingCardInfo, { query: { enrollment_id: fresh } })).result).toEqual([]);
    const stranger = t.browser();
    await startEnrollment(stranger);
    const foreign = await stranger.call(getExistingCardInfo, { query: { enrollment_id: id } });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('1111');
  });

  it('pays with the member’s saved bank account; review reads it masked', async () => {
    const { member, id } = await avasEnrollment(102);
    const saved = await member.ok(saveBillingInfoExisting, {
      body: {
        enrollment_id: id,
        payment_method: 'eft',
        bank_id: '1',
        account_type: 'savings',
        account_holder_type: 'individual',
        account_name: 'Ava Carter',
        bank_name: 'FIRST COAST BANK',
        bank_routing: '•••••0015',
        bill_date: '5',
      },
    });
    expect(saved.next_tab).toBe('agreement_info');
    const row = (await storedTab(id)) ?? '';
    expect(row).not.toMatch(/000987654321|011000015/);
    expect((await readBack(member, id)).result).toMatchObject({
      payment_method: 'eft',
      bank_id: '1',
      account_number: '••••••••4321',
      routing_number: '•••••0015',
      account_type: 'savings',
      bill_date: '5',
    });
  });

  it("pays with the member's own card only; another member's card is not found", async () => {
    const { rep, id } = await ethansEnrollment(102, CRESCENT_PLAN_ID);
    const cards = (await rep.ok(getExistingCardInfo, { query: { enrollment_id: id } })).result;
    expect(cards.map((c) => [c.card_id, c.card_number])).toEqual([['2', '555555••••••4444']]);
    const avas = await rep.call(saveBillingInfoExisting, {
      body: { enrollment_id: id, payment_method: 'cc', card_id: '1', bill_date: '28' },
    });
    expect(avas.statusCode).toBe(404);
    expect(avas.errors).toEqual([{ target_element: 'card_id', error_message: SAVED_ACCOUNT_NOT_FOUND }]);
    const noBank = await rep.call(saveBillingInfoExisting, {
      body: {
        enrollment_id: id,
        payment_method: 'eft',
        bank_id: '1',
        account_type: 'checking',
        account_holder_type: 'individual',
        bill_date: '28',
      },
    });
    expect(noBank.errors).toEqual([{ target_element: 'bank_id', error_message: SAVED_ACCOUNT_NOT_FOUND }]);
    expect(await storedTab(id)).toBeUndefined();

    await rep.ok(saveBillingInfoExisting, {
      body: { enrollment_id: id, payment_method: 'cc', card_id: '2', bill_date: '28' },
    });
    expect((await readBack(rep, id)).result).toMatchObject({
      payment_method: 'cc',
      card_id: '2',
      card_number: '••••••••••••4444',
      expiration_month: '03',
      expiration_year: '2032',
    });
    expect(await storedTab(id)).not.toContain('5555555555554444');
  });

  it('a card is refused where the method is EFT only', async () => {
    const { member, id } = await avasEnrollment(102);
    const refused = await member.call(saveBillingInfoExisting, {
      body: { enrollment_id: id, payment_method: 'cc', card_id: '1', bill_date: '28' },
    });
    expect(refused.errors).toEqual([
      { target_element: 'payment_method', error_message: PAYMENT_NOT_OFFERED },
    ]);
  });
});
