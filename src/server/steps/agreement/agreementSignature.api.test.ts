import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT, PERSONAL, SIGNATURE } from '../../../../testing/fixtures';
import {
  ADULT_FILTER,
  addCheapest,
  checkedOutEnrollment,
  saveStepsToReview,
} from '../../../../testing/journey';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../../../../testing/pngFiles';
import { openedStep, openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getAgreementTexts } from '../../../contract/agreementBillingCalls';
import { type AgreementFieldDefinition, getFormFieldsAgreementInfo } from '../../../contract/agreementCalls';
import { signIn } from '../../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { saveAgreementInfo, savePersonalInfo, saveReviewInfo } from '../../../contract/enrollmentCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { agreementModeOf } from '../../../domain/agreement/agreementModes';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

/** The demo catalog's broker question (catalog/demo/agreements/verifications.json). */
const BROKER_QUESTION = "How did you verify the applicant's identity?";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const TODAY = '11/22/2026';
/** Priya Nair, agent 2, and her Direct Enrollment portal. */
const PRIYA = { username: 'priya.nair@example.com', agentId: 2, portalId: 3 };

async function signedIn(username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

/** An enrollment with these filter extras, one dental plan in the cart, checked out. */
async function checkedOutWith(browser: TestBrowser, extra: Record<string, unknown>): Promise<string> {
  const created = await browser.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, ...extra } });
  const id = created.temp_enrollment_id;
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

const repEnrollment = async () => {
  const rep = await signedIn(PRIYA.username);
  const id = await checkedOutWith(rep, {
    eprocess: 'rep',
    agent_id: PRIYA.agentId,
    platform_group_id: PRIYA.portalId,
  });
  return { browser: rep, id };
};

async function fieldsOf(browser: TestBrowser, id: string) {
  const answer = await browser.ok(getFormFieldsAgreementInfo, { query: { enrollment_id: id } });
  return Object.fromEntries(answer.result.map((field) => [field.field_name, field])) as Record<
    AgreementFieldDefinition['field_name'],
    AgreementFieldDefinition
  >;
}

const modeOf = (fields: Record<string, AgreementFieldDefinition>) =>
  agreementModeOf((name) => fields[name]?.required === true);

const save = (browser: TestBrowser, id: string, body: object) =>
  browser.call(saveAgreementInfo, { body: { enrollment_id: id, ...body } });

const storedAgreement = async (id: string) => (await openedStep(t.deps, id, 'agreement')) ?? null;

const auditOf = (id: string) =>
  t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('enrollment_id', '=', id)
    .where('action', '=', 'agreement-signed')
    .execute();

/** The SHA-256 of the exact texts, computed here from what get-agreement-texts shows. */
async function textsHashOf(browser: TestBrowser, id: string) {
  const texts = (await browser.ok(getAgreementTexts, { query: { enrollment_id: id } })).result;
  const exact = JSON.stringify(texts.map((text) => [text.text_head, text.text_body]));
  return { texts, hash: createHash('sha256').update(exact).digest('hex') };
}

/** An applicant's enrollment with Personal Information saved (the name the agreement shows). */
async function applicantEnrollment() {
  const browser = t.browser();
  const id = await checkedOutEnrollment(browser);
  await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  return { browser, id };
}

describe(`get-form-fields-agreement-info (${TEST_DIALECT})`, () => {
  it("a rep enrollment is Broker Verification: the rep's name and code read-only, the broker question", async () => {
    const { browser, id } = await repEnrollment();
    const fields = await fieldsOf(browser, id);
    expect(modeOf(fields)).toBe('rep');
    expect(fields.agent_name).toEqual({
      field_name: 'agent_name',
      value: 'Priya Nair',
      required: true,
      read_only: true,
    });
    expect(fields.agent_code).toMatchObject({ value: 'PN4T8W2X', required: true, read_only: true });
    expect(fields.question).toMatchObject({ value: BROKER_QUESTION, read_only: true });
    expect(fields.question_id).toMatchObject({ value: '1', read_only: true });
    expect(fields.answer).toMatchObject({ value: '', required: true, read_only: false });
    expect(fields.date).toMatchObject({ value: TODAY, required: true, read_only: true });
    expect(fields.signature).toMatchObject({ value: '', required: false });
    expect(fields.group_name.required).toBe(false);
    expect(fields.user_name.required).toBe(false);
    expect(Object.keys(fields)).toEqual([
      'question_id',
      'question',
      'answer',
      'verification_code',
      'date',
      'agent_name',
      'agent_code',
      'group_name',
      'group_code',
      'user_name',
      'signature',
    ]);
  });

  it("a group enrollment is Group Verification: the group's name and code, no question, no signature", async () => {
    const coastal = await signedIn('admin.2512@example.com');
    const id = await checkedOutWith(coastal, { eprocess: 'group', group_id: 2512, platform_group_id: 3 });
    const fields = await fieldsOf(coastal, id);
    expect(modeOf(fields)).toBe('group');
    expect(fields.group_name).toMatchObject({
      value: 'Coastal Dental Partners',
      required: true,
      read_only: true,
    });
    expect(fields.group_code).toMatchObject({ value: 'CDP25120', required: true, read_only: true });
    expect(fields.agent_name.required).toBe(false);
    expect(fields.answer.required).toBe(false);
    expect(fields.question.value).toBe('');
    expect(fields.signature.required).toBe(false);
    // The group signs as the group: the rep behind it is not named in the agreement, and no signature is kept.
    expect((await save(coastal, id, AGREEMENT)).statusCode).toBe(200);
    const stored = await storedAgreement(id);
    expect(stored).toMatchObject({
      mode: 'group',
      group_name: 'Coastal Dental Partners',
      group_code: 'CDP25120',
      agent_name: '',
      agent_code: '',
      user_name: '',
    });
    expect(stored).not.toHaveProperty('signature');
    const details = JSON.parse((await auditOf(id))[0]?.details ?? 'null') as Record<string, unknown>;
    expect(details).toMatchObject({
      mode: 'group',
      signer_name: 'Coastal Dental Partners',
      group_code: 'CDP25120',
    });
  });

  it('an applicant is Applicant Verification: the name from Personal Information, read-only, and a signature', async () => {
    const { browser, id } = await applicantEnrollment();
    const fields = await fieldsOf(browser, id);
    expect(modeOf(fields)).toBe('applicant');
    expect(fields.user_name).toMatchObject({ value: 'Maria Lopez', required: true, read_only: true });
    expect(fields.signature).toMatchObject({ value: '', required: true, read_only: false });
    expect(fields.answer.required).toBe(false);
    expect(fields.agent_name.required).toBe(false);
    expect(fields.group_name.required).toBe(false);
  });

  it("Redwood Logistics' applicants sign only (sigapplicant), as configured", async () => {
    const browser = t.browser();
    const id = await checkedOutWith(browser, { group_id: 2556 });
    const fields = await fieldsOf(browser, id);
    expect(modeOf(fields)).toBe('sigapplicant');
    expect(fields.signature.required).toBe(true);
    expect(fields.user_name.required).toBe(false);
    expect(fields.group_name.required).toBe(false);
  });

  it('the question and the signature follow the configuration rows, the most specific first', async () => {
    await t.deps.db
      .insertInto('agreement_verifications')
      .values({
        id: 900,
        eprocess: 'group',
        group_id: 2512,
        carrier_id: null,
        question_id: 7,
        question: 'Who at the group confirmed this enrollment?',
        signature_required: 1,
        signature_only: 0,
      })
      .execute();
    try {
      const coastal = await signedIn('admin.2512@example.com');
      const id = await checkedOutWith(coastal, { eprocess: 'group', group_id: 2512, platform_group_id: 3 });
      const fields = await fieldsOf(coastal, id);
      expect(modeOf(fields)).toBe('group');
      expect(fields.question_id.value).toBe('7');
      expect(fields.answer.required).toBe(true);
      expect(fields.signature.required).toBe(true);
    } finally {
      await t.deps.db.deleteFrom('agreement_verifications').where('id', '=', 900).execute();
    }
  });

  it("another browser gets 404 and learns nothing of the rep's enrollment", async () => {
    const { id } = await repEnrollment();
    for (const stranger of [t.browser(), await signedIn('marcus.reed@example.com')]) {
      const result = await stranger.call(getFormFieldsAgreementInfo, { query: { enrollment_id: id } });
      expect(result.statusCode).toBe(404);
      expect(result.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
      expect(JSON.stringify(result.body)).not.toContain('Priya');
    }
  });
});

describe(`save-agreement-info (${TEST_DIALECT})`, () => {
  it('refuses each missing part at its field: a tick, the consent, the signature; nothing is saved', async () => {
    const { browser, id } = await applicantEnrollment();
    const missingTick = await save(browser, id, { ...AGREEMENT, acknowledgements: [true, false, true] });
    expect(missingTick.statusCode).toBe(400);
    expect(missingTick.errors).toEqual([
      { target_element: 'acknowledgements.1', error_message: 'This field is required.' },
    ]);
    const noConsent = await save(browser, id, { ...AGREEMENT, esign_consent: false });
    expect(noConsent.errors).toEqual([
      { target_element: 'esign_consent', error_message: 'This field is required.' },
    ]);
    const { signature: _omitted, ...unsigned } = AGREEMENT;
    const noSignature = await save(browser, id, unsigned);
    expect(noSignature.errors).toEqual([
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
    const blank = await save(browser, id, {
      ...AGREEMENT,
      signature: pngDataUrl({ width: 48, height: 16, pixels: 'zero' }),
    });
    expect(blank.errors).toEqual([{ target_element: 'signature', error_message: 'Signature is required' }]);
    expect(await storedAgreement(id)).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });

  it('takes only a real PNG under the size limit as a signature', async () => {
    const { browser, id } = await applicantEnrollment();
    const notPng = [
      `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`,
      `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
      // A PNG whose last byte was changed: its chunk checksum no longer holds.
      `${SIGNATURE.slice(0, -6)}AAAA==`,
      'data:image/png;base64,!!!!',
    ];
    for (const signature of notPng) {
      const result = await save(browser, id, { ...AGREEMENT, signature });
      expect(result.statusCode, signature.slice(0, 40)).toBe(400);
      expect(result.errors).toEqual([
        { target_element: 'signature', error_message: 'Signature must be a PNG image' },
      ]);
    }
    const oversized = await save(browser, id, {
      ...AGREEMENT,
      signature: `data:image/png;base64,${'A'.repeat(250_000)}`,
    });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.errors).toEqual([
      { target_element: 'signature', error_message: 'Signature is too large' },
    ]);
    const tooLargeForAnyCall = await save(browser, id, {
      ...AGREEMENT,
      signature: `data:image/png;base64,${'A'.repeat(600_000)}`,
    });
    expect(tooLargeForAnyCall.statusCode).toBe(413);
    expect(await storedAgreement(id)).toBeNull();
    const drawn = pngDataUrl({ width: 480, height: 160, pixels: 40 });
    expect((await save(browser, id, { ...AGREEMENT, signature: drawn })).statusCode).toBe(200);
  });

  it('refuses a small file that decodes to far more than the pad (issue 26), and takes a phone pad at DPR 3', async () => {
    const { browser, id } = await applicantEnrollment();
    const expanding = pngDataUrl(EXPANDING_SIGNATURE);
    // Small enough for the call's length limit: only its decoded size gives it away.
    expect(expanding.length).toBeLessThan(60_000);
    const refused = await save(browser, id, { ...AGREEMENT, signature: expanding });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual([
      { target_element: 'signature', error_message: 'Signature is too large' },
    ]);
    expect(await storedAgreement(id)).toBeNull();
    expect(await auditOf(id)).toEqual([]);
    const deeper = await save(browser, id, {
      ...AGREEMENT,
      signature: pngDataUrl({ width: 480, height: 160, depth: 16 }),
    });
    expect(deeper.errors).toEqual([{ target_element: 'signature', error_message: 'Signature is too large' }]);
    const phone = pngDataUrl({ width: 1440, height: 480, pixels: 18 });
    expect((await save(browser, id, { ...AGREEMENT, signature: phone })).statusCode).toBe(200);
    const stored = await storedAgreement(id);
    expect(t.deps.secretBox.open(String(stored?.signature))).toBe(phone);
  });

  it('refuses a card number or a script in a name field or the answer, before anything is saved', async () => {
    const { browser, id } = await repEnrollment();
    const hostile = [
      { field: 'user_name', value: '4111 1111 1111 1111', message: 'Please enter valid name' },
      { field: 'agent_name', value: '<script>alert(1)</script>', message: 'Please enter valid name' },
      { field: 'group_name', value: '4111111111111111', message: 'Please enter valid name' },
      { field: 'answer', value: 'Card 4111-1111-1111-1111 seen', message: 'Please enter a valid answer' },
      { field: 'answer', value: '<img src=x onerror=alert(1)>', message: 'Please enter a valid answer' },
    ];
    for (const { field, value, message } of hostile) {
      const result = await save(browser, id, { ...AGREEMENT, answer: 'Photo ID', [field]: value });
      expect(result.statusCode, field).toBe(400);
      expect(result.errors).toEqual([{ target_element: field, error_message: message }]);
    }
    expect(await storedAgreement(id)).toBeNull();
  });

  it("a rep's agreement keeps the server's names (a forged one is ignored) and the audit says who signed as what", async () => {
    const { browser, id } = await repEnrollment();
    const unanswered = await save(browser, id, {
      acknowledgements: AGREEMENT.acknowledgements,
      esign_consent: true,
    });
    expect(unanswered.errors).toEqual([{ target_element: 'answer', error_message: 'Field is required' }]);

    const saved = await browser.call(saveAgreementInfo, {
      body: {
        enrollment_id: id,
        eprocess: 'applicant',
        question_id: 99,
        question: 'Something else?',
        answer: '  Driver license seen in person  ',
        verification_code: 'ABC123',
        date: '01/01/2020',
        agent_name: 'Someone Else',
        agent_code: 'FORGED1',
        user_name: 'Another Person',
        acknowledgements: AGREEMENT.acknowledgements,
        esign_consent: true,
        // The broker does not sign: a signature sent anyway is not kept.
        signature: SIGNATURE,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({ next_tab: 'review_info' });
    const stored = await storedAgreement(id);
    expect(stored).toMatchObject({
      eprocess: 'rep',
      mode: 'rep',
      question_id: 1,
      question: BROKER_QUESTION,
      answer: 'Driver license seen in person',
      verification_code: '',
      date: TODAY,
      agent_name: 'Priya Nair',
      agent_code: 'PN4T8W2X',
      esign_consent: true,
    });
    expect(stored).not.toHaveProperty('signature');
    const { texts, hash } = await textsHashOf(browser, id);
    expect(stored?.texts_hash).toBe(hash);
    expect(stored?.agreed_texts).toEqual(texts);

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      at: '2026-11-22T12:00:00.000Z',
      ip: '127.0.0.1',
      user_agent: 'lightMyRequest',
    });
    expect(audit[0]?.document_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(audit[0]?.details ?? 'null')).toEqual({
      mode: 'rep',
      eprocess: 'rep',
      signer_name: 'Priya Nair',
      agent_code: 'PN4T8W2X',
      group_code: '',
      question_id: 1,
      answered: true,
      date: TODAY,
      text_heads: texts.map((text) => text.text_head),
      texts_hash: hash,
      esign_consent: true,
      signature_sha256: null,
    });
  });

  it("an applicant's signature is sealed at rest, never sent back whole, and its hash is in the audit", async () => {
    const { browser, id } = await applicantEnrollment();
    const forged = await save(browser, id, { ...AGREEMENT, user_name: 'Someone Else' });
    expect(forged.statusCode).toBe(200);
    const base64 = SIGNATURE.slice('data:image/png;base64,'.length);
    // The step is sealed as a whole, and the signature once more inside it.
    const opened = (await openedStepText(t.deps, id, 'agreement')) ?? '';
    expect(opened).not.toContain(base64.slice(0, 40));
    const stored = JSON.parse(opened) as Record<string, unknown>;
    expect(stored.user_name).toBe('Maria Lopez');
    expect(stored.mode).toBe('applicant');
    expect(t.deps.secretBox.open(String(stored.signature))).toBe(SIGNATURE);

    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'aggrement_info' },
    });
    expect(JSON.stringify(read)).not.toContain(base64.slice(0, 40));
    expect((await fieldsOf(browser, id)).signature.value).toBe('');

    const details = JSON.parse((await auditOf(id))[0]?.details ?? 'null') as Record<string, unknown>;
    expect(details).toMatchObject({
      mode: 'applicant',
      signer_name: 'Maria Lopez',
      agent_code: '',
      esign_consent: true,
      signature_sha256: createHash('sha256').update(SIGNATURE).digest('hex'),
    });
  });

  it('a draft keeps the ticks and the answer; the field list gives the answer back; Next replaces it', async () => {
    const { browser, id } = await repEnrollment();
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'aggrement_info',
        data: { acknowledgements: [true, false, true], answer: 'Photo ID in person' },
      },
    });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'aggrement_info' },
    });
    expect(read).toEqual({
      result: null,
      draft: { acknowledgements: [true, false, true], answer: 'Photo ID in person' },
    });
    expect((await fieldsOf(browser, id)).answer.value).toBe('Photo ID in person');
    await browser.ok(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, answer: 'Passport seen' },
    });
    const after = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'aggrement_info' },
    });
    expect(after.draft).toBeNull();
    expect((await fieldsOf(browser, id)).answer.value).toBe('Passport seen');
  });

  it("another browser's save gets 404 and changes nothing; a submitted enrollment refuses a new agreement", async () => {
    const { browser, id } = await applicantEnrollment();
    for (const stranger of [t.browser(), await signedIn(PRIYA.username)]) {
      const result = await save(stranger, id, AGREEMENT);
      expect(result.statusCode).toBe(404);
      expect(result.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
    }
    expect(await storedAgreement(id)).toBeNull();
    expect(await auditOf(id)).toEqual([]);

    await saveStepsToReview(browser, id, 'contact');
    await browser.ok(saveReviewInfo, { body: { enrollment_id: id, additional_notes: '' } });
    const late = await save(browser, id, AGREEMENT);
    expect(late.statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
