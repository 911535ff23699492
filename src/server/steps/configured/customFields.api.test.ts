import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, PERSONAL } from '../../../../testing/fixtures';
import { checkedOutEnrollment, saveStepsToReview } from '../../../../testing/journey';
import { pdfText } from '../../../../testing/pdfText';
import { openedStep } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { getApplicationPdf } from '../../../contract/applicationPdfCalls';
import { fullPath } from '../../../contract/callPath';
import { saveContactInfo, savePersonalInfo, saveReviewInfo } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { getFormFieldsContactInfo, getFormFieldsPersonalInfo } from '../../../contract/formFieldCalls';
import type { CustomField } from '../../../domain/customFields';
import { REQUIRED } from '../../../domain/fieldRules';
import { describeStep } from '../../../domain/review/applicationSummary';
import { customFieldRow } from '../../enrollment/customFieldStore';

let t: TestApp;

const field = (over: Partial<CustomField> & Pick<CustomField, 'id' | 'kind' | 'label'>): CustomField => ({
  step: 'personal',
  position: 1,
  required: false,
  scope: {},
  ...over,
});

/** Harborline's (carrier 1) questions for the dental plan 101 the journey buys, and some that do not apply to it. */
const FIELDS: CustomField[] = [
  field({
    id: 'dental-now',
    position: 20,
    kind: 'choice',
    label: 'Do you have dental coverage today?',
    required: true,
    options: [
      { value: 'yes', label: 'Yes, I do' },
      { value: 'no', label: 'No' },
    ],
    scope: { carrier: 1 },
  }),
  field({
    id: 'dental-carrier',
    position: 30,
    kind: 'text',
    label: 'Current dental carrier',
    hint: 'As printed on your card',
    limits: { max_length: 40, pattern: '^[A-Za-z ]+$', pattern_message: 'Letters and spaces only' },
    scope: { carrier: 1, plan: 101, category: 'dental', process: 'applicant' },
  }),
  field({
    id: 'last-visit',
    position: 10,
    kind: 'date',
    label: 'Last dental visit',
    limits: { not_in_future: true },
  }),
  // Not for this enrollment: another carrier, another group, another step.
  field({ id: 'smoker', kind: 'yes_no', label: 'Do you smoke?', required: true, scope: { carrier: 2 } }),
  field({ id: 'group-only', kind: 'number', label: 'Badge number', required: true, scope: { group: 3001 } }),
  field({ id: 'rep-only', kind: 'text', label: 'Rep note', required: true, scope: { process: 'rep' } }),
  field({
    id: 'pets',
    step: 'contact',
    kind: 'choices',
    label: 'Pets',
    options: [{ value: 'cat', label: 'Cat' }],
  }),
];

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  await t.deps.db.insertInto('custom_fields').values(FIELDS.map(customFieldRow)).execute();
});
afterAll(() => t.close());

describe(`custom fields of the catalog (${TEST_DIALECT})`, () => {
  it('are answered with the step, checked like the form, stored sealed and shown on review and in the PDF', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);

    const fields = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
    expect(fields.custom_fields).toEqual([
      {
        id: 'last-visit',
        kind: 'date',
        label: 'Last dental visit',
        required: false,
        limits: { not_in_future: true },
        value: null,
      },
      {
        id: 'dental-now',
        kind: 'choice',
        label: 'Do you have dental coverage today?',
        required: true,
        options: [
          { value: 'yes', label: 'Yes, I do' },
          { value: 'no', label: 'No' },
        ],
        value: null,
      },
      {
        id: 'dental-carrier',
        kind: 'text',
        label: 'Current dental carrier',
        hint: 'As printed on your card',
        required: false,
        limits: { max_length: 40, pattern: '^[A-Za-z ]+$', pattern_message: 'Letters and spaces only' },
        value: null,
      },
    ]);
    const contact = await browser.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } });
    expect(contact.custom_fields?.map((f) => f.id)).toEqual(['pets']);

    // Missing: refused at the field, with the other fields' messages, and nothing is saved.
    const missing = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, first_name: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.errors).toEqual([
      { target_element: 'first_name', error_message: REQUIRED },
      { target_element: 'custom_fields.dental-now', error_message: REQUIRED },
    ]);
    const bad = await browser.call(savePersonalInfo, {
      body: {
        enrollment_id: id,
        ...PERSONAL,
        custom_fields: { 'dental-now': 'maybe', 'dental-carrier': 'Acme 2000', 'last-visit': '12/01/2026' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors).toEqual([
      { target_element: 'custom_fields.last-visit', error_message: 'Date cannot be in the future' },
      { target_element: 'custom_fields.dental-now', error_message: 'Choose one of the options' },
      { target_element: 'custom_fields.dental-carrier', error_message: 'Letters and spaces only' },
    ]);
    const wrongType = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, custom_fields: { 'dental-now': { $gt: '' } } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await openedStep(t.deps, id, 'personal')).toBeUndefined();

    // Good: stored sealed, a field out of scope dropped.
    await browser.ok(savePersonalInfo, {
      body: {
        enrollment_id: id,
        ...PERSONAL,
        custom_fields: {
          'dental-now': 'yes',
          'dental-carrier': ' Brightsmile Dental ',
          smoker: 'no',
          'last-visit': '',
        },
      },
    });
    const raw = await t.deps.db
      .selectFrom('enrollment_tabs')
      .select('data')
      .where('enrollment_id', '=', id)
      .where('tab', '=', 'personal')
      .executeTakeFirstOrThrow();
    expect(raw.data).not.toContain('Brightsmile');
    expect(raw.data).not.toContain('dental-now');
    const stored = await openedStep(t.deps, id, 'personal');
    expect(stored?.custom_fields).toEqual({ 'dental-now': 'yes', 'dental-carrier': 'Brightsmile Dental' });
    expect(stored?.custom_field_lines).toEqual([
      { id: 'dental-now', label: 'Do you have dental coverage today?', value: 'Yes, I do' },
      { id: 'dental-carrier', label: 'Current dental carrier', value: 'Brightsmile Dental' },
    ]);

    // The form starts from the answers; review reads them back with their labels.
    const again = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
    expect(again.custom_fields?.map((f) => [f.id, f.value])).toEqual([
      ['last-visit', null],
      ['dental-now', 'yes'],
      ['dental-carrier', 'Brightsmile Dental'],
    ]);
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'primary_info' },
    });
    const summary = describeStep('personal', 'Personal Info', read.result);
    expect(summary.sections.at(-1)).toEqual({
      title: 'Additional Questions',
      rows: [
        { label: 'Do you have dental coverage today?', value: 'Yes, I do' },
        { label: 'Current dental carrier', value: 'Brightsmile Dental' },
      ],
    });

    // Several choices on another step; then the rest of the journey, and the signed PDF prints the answers.
    await browser.ok(saveContactInfo, {
      body: { enrollment_id: id, ...CONTACT, custom_fields: { pets: ['cat'] } },
    });
    expect((await openedStep(t.deps, id, 'contact'))?.custom_field_lines).toEqual([
      { id: 'pets', label: 'Pets', value: 'Cat' },
    ]);
    await saveStepsToReview(browser, id, 'contact');
    const { policy_id: policyId } = await browser.ok(saveReviewInfo, {
      body: { enrollment_id: id, first_enroll: true },
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: fullPath(getApplicationPdf),
      query: { enrollment_id: id },
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(policyId);
    expect(text).toContain('Additional Questions');
    expect(text).toContain('Do you have dental coverage today?');
    expect(text).toContain('Yes, I do');
    expect(text).toContain('Brightsmile Dental');
  });

  it('reads back only the answers of fields still asked of the enrollment', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(savePersonalInfo, {
      body: {
        enrollment_id: id,
        ...PERSONAL,
        custom_fields: { 'dental-now': 'no', 'dental-carrier': 'Brightsmile' },
      },
    });
    const lines = async () => {
      const read = await browser.ok(getEnrollmentTempInfo, {
        query: { enrollment_id: id, column: 'primary_info' },
      });
      return (read.result as { custom_field_lines?: { id: string }[] }).custom_field_lines?.map((l) => l.id);
    };
    expect(await lines()).toEqual(['dental-now', 'dental-carrier']);
    // The carrier's question moves to another plan: this enrollment is no longer asked it.
    const move = (planId: number) =>
      t.deps.db
        .updateTable('custom_fields')
        .set({ plan_id: planId })
        .where('id', '=', 'dental-carrier')
        .execute();
    await move(999);
    try {
      expect(await lines()).toEqual(['dental-now']);
      const fields = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
      expect(fields.custom_fields?.map((f) => f.id)).toEqual(['last-visit', 'dental-now']);
    } finally {
      await move(101);
    }
  });
});
