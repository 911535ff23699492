import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH } from '../../../../testing/fixtures';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { savePrimaryHealthInfo } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import {
  getExistingPrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  questionsFromWire,
} from '../../../contract/healthCalls';
import { addFilterForExistingUser } from '../../../contract/memberCalls';
import { answersOnFile } from '../../../domain/health/healthFormValues';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

async function checkout(browser: TestBrowser, id: string): Promise<void> {
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
}

/** A checked-out enrollment with Keystone's term life (carrier 2), which needs health answers. */
async function termLifeEnrollment(browser: TestBrowser): Promise<string> {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id, 141);
  await checkout(browser, id);
  return id;
}

const questionIds = async (browser: TestBrowser, id: string) => {
  const { result } = await browser.ok(getHealthQuestionsPrimaryHealthInfo, { query: { enrollment_id: id } });
  return {
    conditions: result.codition_questions.map((q) => q.question_id),
    medication: result.medication_question?.question_id ?? null,
  };
};

const healthRow = (id: string) =>
  t.deps.db
    .selectFrom('enrollment_tabs')
    .select('data')
    .where('enrollment_id', '=', id)
    .where('tab', '=', 'health')
    .executeTakeFirst();

const STANDARD = {
  health_condition: 'High blood pressure',
  date_of_onset: '03/14/2019',
  date_of_recovery: '',
  is_treatment: '1',
  is_medicate: '1',
  d_last_seen: '10/01/2026',
  symptoms: 'Headaches',
};
const PHYSICIAN = {
  condition: 'Knee pain',
  status: 'ongoing',
  last_seen_by_physician: '09/30/2026',
  date_of_recovery: '',
  physician_name: 'Dr. Ana Ruiz',
  address: '12 Main St, Beverly Hills CA',
  phone: '3105550111',
};
const MEDICATIONS = [
  { medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' },
  { medication: 'Ibuprofen', dosage: '200 mg as needed', medical_condition: 'Knee pain' },
];

/** HEALTH with some answers replaced, by question id. */
function answering(changes: Record<number, object>, medication?: object) {
  return {
    ...HEALTH,
    condition_questions: HEALTH.condition_questions.map((answer) => ({
      ...answer,
      ...(changes[answer.question_id] ?? {}),
    })),
    medication_question: { ...HEALTH.medication_question, ...(medication ?? {}) },
  };
}

describe(`primary health questions (${TEST_DIALECT})`, () => {
  it('asks the common questions plus those of each carrier in the cart that needs health answers', async () => {
    const browser = t.browser();
    const life = await startEnrollment(browser);
    await addCheapest(browser, life, 141);
    const medical = await startEnrollment(browser);
    await addCheapest(browser, medical, 123);
    const dental = await startEnrollment(browser);
    await addCheapest(browser, dental, 101);

    expect(await questionIds(browser, life)).toEqual({
      conditions: [141, 142, 171, 172, 145, 146, 147],
      medication: 149,
    });
    // Summit's own questions for the applicant; its question for children (183) is not asked here.
    expect(await questionIds(browser, medical)).toEqual({
      conditions: [141, 142, 181, 182, 145, 146, 147],
      medication: 149,
    });
    expect(await questionIds(browser, dental)).toEqual({
      conditions: [141, 142, 145, 146, 147],
      medication: 149,
    });

    const { result } = await browser.ok(getHealthQuestionsPrimaryHealthInfo, {
      query: { enrollment_id: life },
    });
    expect(result.codition_questions.find((q) => q.question_id === 145)).toEqual({
      question_id: 145,
      question_text: 'Are you currently hospitalized or confined to a bed?',
      layout: 'yes_no',
      yes_no_flag: '0',
      conditions: [],
    });
    expect(
      result.codition_questions.filter((q) => q.layout === 'physician').map((q) => q.question_id),
    ).toEqual([146, 147]);
    expect(result.medication_question).toMatchObject({ yes_no_flag: '0', medications: [] });
  });

  it('saves a Yes with its detail and two medications, in the saved shape with the questions’ own texts', async () => {
    const browser = t.browser();
    const id = await termLifeEnrollment(browser);
    const body = answering(
      {
        141: { yes_no_flag: '1', conditions: [{ ...STANDARD, injected: '<script>' }] },
        145: { yes_no_flag: '1', question_text: 'Forged text' },
        147: { yes_no_flag: '1', conditions: [PHYSICIAN] },
      },
      { yes_no_flag: '1', medications: MEDICATIONS },
    );
    const saved = await browser.call(savePrimaryHealthInfo, {
      body: { enrollment_id: id, ...body, notes: ' Allergic to penicillin ', admin: true },
    });
    expect(saved.statusCode).toBe(200);

    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'health_info' },
    });
    const doc = read.result as {
      condition_questions: {
        question_id: number;
        question_text: string;
        yes_no_flag: string;
        conditions: object[];
      }[];
      medication_question: { medications: object[] };
      notes: string;
    };
    expect(Object.keys(doc).sort()).toEqual(['condition_questions', 'medication_question', 'notes']);
    expect(doc.condition_questions.map((a) => [a.question_id, a.yes_no_flag, a.conditions])).toEqual([
      [141, '1', [STANDARD]],
      [142, '0', []],
      [171, '0', []],
      [172, '0', []],
      [145, '1', []],
      [146, '0', []],
      [147, '1', [PHYSICIAN]],
    ]);
    expect(doc.condition_questions[4]?.question_text).toBe(
      'Are you currently hospitalized or confined to a bed?',
    );
    expect(doc.medication_question).toEqual({
      question_id: 149,
      question_text: 'Are you currently taking any prescription medication?',
      yes_no_flag: '1',
      medications: MEDICATIONS.map((row, index) => ({ id: index + 1, ...row })),
    });
    expect(doc.notes).toBe('Allergic to penicillin');
  });

  it('answers per-question field errors in the spec’s words and saves nothing', async () => {
    const browser = t.browser();
    const id = await termLifeEnrollment(browser);
    const wrong = await browser.call(savePrimaryHealthInfo, {
      body: {
        enrollment_id: id,
        ...answering(
          {
            141: {
              yes_no_flag: '1',
              conditions: [
                { ...STANDARD, health_condition: '', date_of_onset: '12/01/2026', is_treatment: '' },
              ],
            },
            146: {
              yes_no_flag: '1',
              conditions: [{ ...PHYSICIAN, last_seen_by_physician: '2026-09-30', phone: '555' }],
            },
          },
          { yes_no_flag: '1', medications: [MEDICATIONS[0], { dosage: '5 mg' }] },
        ),
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.errors).toEqual([
      {
        target_element: 'condition_questions.0.conditions.0.health_condition',
        error_message: 'Field is required',
      },
      {
        target_element: 'condition_questions.0.conditions.0.date_of_onset',
        error_message: 'Date cannot be in the future',
      },
      {
        target_element: 'condition_questions.0.conditions.0.is_treatment',
        error_message: 'Field is required',
      },
      {
        target_element: 'condition_questions.5.conditions.0.last_seen_by_physician',
        error_message: 'Enter the date as mm/dd/yyyy',
      },
      { target_element: 'condition_questions.5.conditions.0.phone', error_message: 'Invalid phone number' },
      { target_element: 'medication_question.medications.1.medication', error_message: 'Field is required' },
    ]);

    const noRows = await browser.call(savePrimaryHealthInfo, {
      body: { enrollment_id: id, ...answering({}, { yes_no_flag: '1', medications: [] }) },
    });
    expect(noRows.errors).toEqual([
      {
        target_element: 'medication_question.medications',
        error_message: 'Please add at least one medication',
      },
    ]);
    const four = await browser.call(savePrimaryHealthInfo, {
      body: {
        enrollment_id: id,
        ...answering({}, { yes_no_flag: '1', medications: Array(4).fill(MEDICATIONS[0]) }),
      },
    });
    expect(four.errors).toEqual([
      {
        target_element: 'medication_question.medications',
        error_message: 'Maximum allowed number of medications is 3',
      },
    ]);
    expect(await healthRow(id)).toBeUndefined();
  });

  it('needs every question answered exactly once and refuses questions the enrollment does not ask', async () => {
    const browser = t.browser();
    const id = await termLifeEnrollment(browser);
    const save = (body: object) =>
      browser.call(savePrimaryHealthInfo, { body: { enrollment_id: id, ...body } });

    const missing = await save({ ...HEALTH, condition_questions: HEALTH.condition_questions.slice(0, -1) });
    expect(missing.errors).toEqual([
      { target_element: 'condition_questions', error_message: 'Please answer all questions' },
    ]);
    const twice = await save({
      ...HEALTH,
      condition_questions: [...HEALTH.condition_questions, HEALTH.condition_questions[0]],
    });
    expect(twice.errors).toEqual([
      { target_element: 'condition_questions', error_message: 'Please answer all questions' },
    ]);
    const noMedication = await save({ ...HEALTH, medication_question: null });
    expect(noMedication.errors).toEqual([
      { target_element: 'medication_question', error_message: 'Please answer all questions' },
    ]);
    // 181 is Summit's question (carrier 3); this cart has only Keystone's term life.
    const unknown = await save({
      ...HEALTH,
      condition_questions: [...HEALTH.condition_questions, { question_id: 181, yes_no_flag: '0' }],
    });
    expect(unknown.errors).toEqual([
      {
        target_element: 'condition_questions.7.question_id',
        error_message: 'This question is not asked in this enrollment',
      },
    ]);
    expect(await healthRow(id)).toBeUndefined();
    expect((await save(HEALTH)).statusCode).toBe(200);
    expect(await healthRow(id)).toBeDefined();
  });

  it('refuses hostile input with a 400 at the field, never a 500', async () => {
    const browser = t.browser();
    const id = await termLifeEnrollment(browser);
    const save = (body: object) =>
      browser.call(savePrimaryHealthInfo, { body: { enrollment_id: id, ...body } });
    const injected = await save({
      ...HEALTH,
      condition_questions: [
        { question_id: '141 OR 1=1', yes_no_flag: '0' },
        ...HEALTH.condition_questions.slice(1),
      ],
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.errors).toEqual([
      {
        target_element: 'condition_questions.0.question_id',
        error_message: 'This question is not asked in this enrollment',
      },
    ]);
    const two = await save(answering({ 141: { yes_no_flag: '1', conditions: [STANDARD, STANDARD] } }));
    expect(two.errors).toEqual([
      {
        target_element: 'condition_questions.0.conditions',
        error_message: 'Only one condition per question',
      },
    ]);
    const huge = await save(
      answering({ 141: { yes_no_flag: '1', conditions: [{ ...STANDARD, symptoms: 'x'.repeat(5000) }] } }),
    );
    expect(huge.errors).toEqual([
      {
        target_element: 'condition_questions.0.conditions.0.symptoms',
        error_message: 'At most 500 characters',
      },
    ]);
    const maybe = await save(answering({ 142: { yes_no_flag: 'maybe' } }));
    expect(maybe.errors).toEqual([
      { target_element: 'condition_questions.1.yes_no_flag', error_message: 'Please answer all questions' },
    ]);
    const shapeless = await save({
      condition_questions: 'all no',
      medication_question: 7,
      notes: { $gt: '' },
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.errors.map((e) => e.target_element).sort()).toEqual([
      'condition_questions',
      'medication_question',
      'notes',
    ]);
    expect(await healthRow(id)).toBeUndefined();
  });

  it("reads a current member's answers on file, which save as they are", async () => {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    const created = await rep.ok(addFilterForExistingUser, {
      body: { user_id: 5001, tier: 'IO', eprocess: 'rep', policy_id: 'POL-5001-1' },
    });
    const id = created.temp_enrollment_id;
    await addCheapest(rep, id, 141);
    await checkout(rep, id);

    const { result } = await rep.ok(getExistingPrimaryHealthInfo, { query: { enrollment_id: id } });
    expect(result?.condition_questions.find((a) => a.question_id === 141)).toMatchObject({
      yes_no_flag: '1',
      conditions: [{ health_condition: 'High blood pressure', date_of_onset: '03/14/2019' }],
    });
    expect(result?.medication_question?.medications.map((m) => m.medication)).toEqual([
      'Lisinopril',
      'Atorvastatin',
    ]);

    // What the step does once for a current member: the answers to this enrollment's questions, saved.
    const questions = await rep.ok(getHealthQuestionsPrimaryHealthInfo, { query: { enrollment_id: id } });
    const onFile = answersOnFile(questionsFromWire(questions.result), result);
    await rep.ok(savePrimaryHealthInfo, { body: { enrollment_id: id, ...onFile } });
    const read = await rep.ok(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'health_info' } });
    expect(
      (read.result as { medication_question: { yes_no_flag: string } }).medication_question.yes_no_flag,
    ).toBe('1');

    // A new applicant has nothing on file.
    const shopper = t.browser();
    const fresh = await startEnrollment(shopper);
    expect(await shopper.ok(getExistingPrimaryHealthInfo, { query: { enrollment_id: fresh } })).toEqual({
      result: null,
    });
  });

  it('answers another browser 404 and changes nothing', async () => {
    const owner = t.browser();
    const id = await termLifeEnrollment(owner);
    const stranger = t.browser();
    await startEnrollment(stranger);
    for (const call of [getHealthQuestionsPrimaryHealthInfo, getExistingPrimaryHealthInfo]) {
      const answer = await stranger.call(call, { query: { enrollment_id: id } });
      expect(answer.statusCode).toBe(404);
      expect(answer.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
    }
    const save = await stranger.call(savePrimaryHealthInfo, { body: { enrollment_id: id, ...HEALTH } });
    expect(save.statusCode).toBe(404);
    expect(await healthRow(id)).toBeUndefined();
  });
});
