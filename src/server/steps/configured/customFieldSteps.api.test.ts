import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../../testing/catalogCopies';
import {
  AGREEMENT,
  BANK,
  BENEFICIARIES,
  CONTACT,
  EMPLOYER,
  HEALTH,
  PERSONAL,
} from '../../../../testing/fixtures';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { pdfText } from '../../../../testing/pdfText';
import { openedStep, openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getFormFieldsAgreementInfo } from '../../../contract/agreementCalls';
import { getApplicationPdf } from '../../../contract/applicationPdfCalls';
import { fullPath } from '../../../contract/callPath';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import {
  getDynamicTabs,
  saveAgreementInfo,
  saveBeneficiaryInfo,
  saveBillingInfo,
  saveContactInfo,
  saveEmployerInfo,
  savePersonalInfo,
  savePrimaryHealthInfo,
  saveReviewInfo,
} from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { getFormFieldsBillingInfo } from '../../../contract/formFieldCalls';
import { getHealthQuestionsPrimaryHealthInfo } from '../../../contract/healthCalls';
import { STEP_DOCUMENTS } from '../../../contract/stepDocuments';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import type { CustomField } from '../../../domain/customFields';
import { FUTURE_DATE_MESSAGE, REQUIRED } from '../../../domain/fieldRules';
import { ACCOUNT_NUMBER_MESSAGE } from '../../../domain/forms/billingForm';
import { describeStep } from '../../../domain/review/applicationSummary';
import type { WizardStep } from '../../../domain/wizardSteps';
import { applyPackage } from '../../catalog/catalogApply';
import { checkPackageDir } from '../../catalog/checkedPackage';
import { problemText } from '../../catalog/packageProblem';

const NOW = new Date('2026-11-22T12:00:00Z');
/** Keystone's term life (carrier 2, health answers needed) and a Crescent plan (carrier 5, billed by card too). */
const TERM_LIFE = 141;
const CRESCENT = 151;

/**
 * Keystone's own questions on the three steps with forms of their own. The Health one is named
 * `notes`, as the health questions' own notes are: the two must never be taken for each other.
 */
const KEYSTONE: CustomField[] = [
  {
    id: 'notes',
    step: 'health',
    position: 10,
    kind: 'text',
    label: 'Anything else for Keystone?',
    required: true,
    limits: { max_length: 60, pattern: '^[A-Za-z ]+$', pattern_message: 'Letters and spaces only' },
    scope: { carrier: 2 },
  },
  {
    id: 'keystone-statements',
    step: 'billing',
    position: 10,
    kind: 'choice',
    label: 'Statements from Keystone',
    required: true,
    options: [
      { value: 'paper', label: 'By post' },
      { value: 'email', label: 'By e-mail' },
    ],
    scope: { carrier: 2 },
  },
  {
    id: 'keystone-summary-read',
    step: 'agreement',
    position: 10,
    kind: 'date',
    label: 'Date you read the summary',
    required: true,
    limits: { not_in_future: true },
    scope: { carrier: 2 },
  },
];

const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Maria',
  last_name_on_cc: 'Lopez',
  card_number: '4111111111111111',
  expiration_month: '12',
  expiration_year: '2030',
  security_code: '987',
  bill_date: '15',
  address1: '120 Palm Drive',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
};

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  // The demo catalog, applied again as an operator's copy with Keystone's three questions added.
  folder = demoPackageCopy((dir) => {
    const file = path.join(dir, 'forms', 'custom-fields.json');
    const fields = JSON.parse(fs.readFileSync(file, 'utf8')) as CustomField[];
    fs.writeFileSync(file, JSON.stringify([...fields, ...KEYSTONE], null, 2));
  });
  const check = await checkPackageDir(folder);
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  await applyPackage(t.deps.db, check.checked, null, NOW);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Keystone's term life and a Crescent plan, checked out, and every step before Health saved. */
async function upToHealth(browser: TestBrowser): Promise<{ id: string; steps: WizardStep[] }> {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id, TERM_LIFE);
  await addCheapest(browser, id, CRESCENT);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  const tabs = await browser.ok(getDynamicTabs, { query: { enrollment_id: id } });
  const needed = new Set(tabs.result.filter((tab) => tab.required).map((tab) => tab.tab_name));
  const steps = (
    [
      ['primary_info', 'personal'],
      ['contact_info', 'contact'],
      ['employer_info', 'employer'],
      ['beneficiary_info', 'beneficiary'],
      ['primary_health_info', 'health'],
      ['billing_info', 'billing'],
      ['agreement_info', 'agreement'],
    ] as const
  )
    .filter(([tab]) => needed.has(tab))
    .map(([, step]) => step);
  // Term life asks for height and weight, and where the applicant was born.
  await browser.ok(savePersonalInfo, {
    body: { enrollment_id: id, ...PERSONAL, weight: '150', height_feet: '5', height_inch: '6' },
  });
  await browser.ok(saveContactInfo, {
    body: { enrollment_id: id, ...CONTACT, birth_state: 'TX', birth_city: 'Austin' },
  });
  if (steps.includes('employer'))
    await browser.ok(saveEmployerInfo, { body: { enrollment_id: id, ...EMPLOYER } });
  if (steps.includes('beneficiary'))
    await browser.ok(saveBeneficiaryInfo, { body: { enrollment_id: id, ...BENEFICIARIES } });
  return { id, steps };
}

/** A step as review reads it back: the saved document's summary. */
async function reviewed(browser: TestBrowser, id: string, step: WizardStep) {
  const read = await browser.ok(getEnrollmentTempInfo, {
    query: { enrollment_id: id, column: STEP_CATALOG[step].column },
  });
  // The step's own form reads the document with its schema: custom answers do not break it.
  expect(STEP_DOCUMENTS[step].safeParse(read.result).success).toBe(true);
  return describeStep(step, step, read.result);
}

const lastSection = (summary: ReturnType<typeof describeStep>) => summary.sections.at(-1);

describe(`a package's custom fields on Health, Billing and Agreement (${TEST_DIALECT})`, () => {
  it('show, are required, are refused when bad, are stored sealed and reach review and the PDF', async () => {
    const browser = t.browser();
    const { id, steps } = await upToHealth(browser);
    expect(steps).toEqual(expect.arrayContaining(['health', 'billing', 'agreement']));

    // Health: the question comes with the health questions, apart from them.
    const questions = await browser.ok(getHealthQuestionsPrimaryHealthInfo, { query: { enrollment_id: id } });
    expect(questions.custom_fields).toEqual([
      {
        id: 'notes',
        kind: 'text',
        label: 'Anything else for Keystone?',
        required: true,
        limits: { max_length: 60, pattern: '^[A-Za-z ]+$', pattern_message: 'Letters and spaces only' },
        value: null,
      },
    ]);
    const healthMissing = await browser.call(savePrimaryHealthInfo, {
      body: { enrollment_id: id, ...HEALTH, notes: 'My own health note' },
    });
    expect(healthMissing.statusCode).toBe(400);
    expect(healthMissing.errors).toEqual([
      { target_element: 'custom_fields.notes', error_message: REQUIRED },
    ]);
    // The health questions' own notes never stand in for the carrier's question, nor the reverse.
    const healthBad = await browser.call(savePrimaryHealthInfo, {
      body: { enrollment_id: id, ...HEALTH, notes: 'Fine', custom_fields: { notes: 'Call <me>' } },
    });
    expect(healthBad.statusCode).toBe(400);
    expect(healthBad.errors).toEqual([
      { target_element: 'custom_fields.notes', error_message: 'Letters and spaces only' },
    ]);
    expect(await openedStep(t.deps, id, 'health')).toBeUndefined();
    await browser.ok(savePrimaryHealthInfo, {
      body: {
        enrollment_id: id,
        ...HEALTH,
        notes: 'My own health note',
        custom_fields: { notes: ' Ask about riders ' },
      },
    });
    const health = await openedStep(t.deps, id, 'health');
    expect(health?.notes).toBe('My own health note');
    expect(health?.condition_questions).toHaveLength(HEALTH.condition_questions.length);
    expect(health?.custom_fields).toEqual({ notes: 'Ask about riders' });
    expect(health?.custom_field_lines).toEqual([
      { id: 'notes', label: 'Anything else for Keystone?', value: 'Ask about riders' },
    ]);
    const again = await browser.ok(getHealthQuestionsPrimaryHealthInfo, { query: { enrollment_id: id } });
    expect(again.custom_fields?.map((f) => f.value)).toEqual(['Ask about riders']);

    // Billing: required and checked with the step's own fields, every message at once.
    const billingFields = await browser.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } });
    expect(billingFields.custom_fields?.map((f) => [f.id, f.value])).toEqual([['keystone-statements', null]]);
    const billingMissing = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, account_number: '12' },
    });
    expect(billingMissing.statusCode).toBe(400);
    expect(billingMissing.errors).toEqual([
      { target_element: 'account_number', error_message: ACCOUNT_NUMBER_MESSAGE },
      { target_element: 'custom_fields.keystone-statements', error_message: REQUIRED },
    ]);
    const billingBad = await browser.call(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, custom_fields: { 'keystone-statements': 'fax' } },
    });
    expect(billingBad.statusCode).toBe(400);
    expect(billingBad.errors).toEqual([
      { target_element: 'custom_fields.keystone-statements', error_message: 'Choose one of the options' },
    ]);
    expect(await openedStep(t.deps, id, 'billing')).toBeUndefined();
    // A card: the answer is kept apart from the card's numbers, and the security code is kept nowhere.
    await browser.ok(saveBillingInfo, {
      body: { enrollment_id: id, ...CARD, custom_fields: { 'keystone-statements': 'email' } },
    });
    const cardText = await openedStepText(t.deps, id, 'billing');
    expect(cardText).not.toContain('987');
    expect(cardText).not.toContain('4111111111111111');
    const card = await openedStep(t.deps, id, 'billing');
    expect(card?.custom_fields).toEqual({ 'keystone-statements': 'email' });
    expect(card?.custom_field_lines).toEqual([
      { id: 'keystone-statements', label: 'Statements from Keystone', value: 'By e-mail' },
    ]);
    // Switching to a bank account keeps the answer; the account number stays out of it.
    await browser.ok(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, custom_fields: { 'keystone-statements': 'email' } },
    });
    const bank = await openedStep(t.deps, id, 'billing');
    expect(bank?.payment_method).toBe('eft');
    expect(bank?.custom_fields).toEqual({ 'keystone-statements': 'email' });
    expect(JSON.stringify([bank?.custom_fields, bank?.custom_field_lines])).not.toMatch(/\d{4}/);
    const billingAgain = await browser.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } });
    expect(billingAgain.custom_fields?.map((f) => f.value)).toEqual(['email']);

    // Agreement: the question after the step's fields; a date in the future is refused.
    const agreementFields = await browser.ok(getFormFieldsAgreementInfo, { query: { enrollment_id: id } });
    expect(agreementFields.custom_fields?.map((f) => [f.id, f.kind, f.value])).toEqual([
      ['keystone-summary-read', 'date', null],
    ]);
    const agreementMissing = await browser.call(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, esign_consent: false },
    });
    expect(agreementMissing.statusCode).toBe(400);
    expect(agreementMissing.errors).toEqual([
      { target_element: 'esign_consent', error_message: 'This field is required.' },
      { target_element: 'custom_fields.keystone-summary-read', error_message: REQUIRED },
    ]);
    const agreementBad = await browser.call(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, custom_fields: { 'keystone-summary-read': '12/01/2026' } },
    });
    expect(agreementBad.statusCode).toBe(400);
    expect(agreementBad.errors).toEqual([
      { target_element: 'custom_fields.keystone-summary-read', error_message: FUTURE_DATE_MESSAGE },
    ]);
    expect(await openedStep(t.deps, id, 'agreement')).toBeUndefined();
    await browser.ok(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, custom_fields: { 'keystone-summary-read': '11/20/2026' } },
    });
    const agreement = await openedStep(t.deps, id, 'agreement');
    expect(agreement?.esign_consent).toBe(true);
    expect(agreement?.custom_fields).toEqual({ 'keystone-summary-read': '11/20/2026' });

    // Review (and View Details) read the answers back under their labels, after the step's own rows.
    const healthSummary = await reviewed(browser, id, 'health');
    expect(lastSection(healthSummary)).toEqual({
      title: 'Additional Questions',
      rows: [{ label: 'Anything else for Keystone?', value: 'Ask about riders' }],
    });
    const ownHealthRows = JSON.stringify(healthSummary.sections.slice(0, -1));
    expect(ownHealthRows).toContain('My own health note');
    expect(ownHealthRows).not.toContain('Ask about riders');
    expect(lastSection(await reviewed(browser, id, 'billing'))).toEqual({
      title: 'Additional Questions',
      rows: [{ label: 'Statements from Keystone', value: 'By e-mail' }],
    });
    expect(lastSection(await reviewed(browser, id, 'agreement'))).toEqual({
      title: 'Additional Questions',
      rows: [{ label: 'Date you read the summary', value: '11/20/2026' }],
    });

    // The signed PDF prints each answer.
    await browser.ok(saveReviewInfo, { body: { enrollment_id: id, first_enroll: true } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: fullPath(getApplicationPdf),
      query: { enrollment_id: id },
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const line of [
      'Anything else for Keystone?',
      'Ask about riders',
      'Statements from Keystone',
      'By e-mail',
      'Date you read the summary',
      '11/20/2026',
    ])
      expect(text).toContain(line);
  });

  it('asks nothing of an enrollment outside the questions’ scope', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await addCheapest(browser, id, CRESCENT);
    const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
    await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
    const billing = await browser.ok(getFormFieldsBillingInfo, { query: { enrollment_id: id } });
    expect(billing.custom_fields).toEqual([]);
    const agreement = await browser.ok(getFormFieldsAgreementInfo, { query: { enrollment_id: id } });
    expect(agreement.custom_fields).toEqual([]);
  });
});
