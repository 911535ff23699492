import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../testing/fixtures';
import { checkedOutEnrollment } from '../../../testing/journey';
import { openedStepText } from '../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { saveContactInfo } from '../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { getFormFieldsContactInfo, getFormFieldsPersonalInfo } from '../../contract/formFieldCalls';
import { saveEnrollment } from '../../contract/saveEnrollmentCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const draftRow = async (id: string, tab: string) => {
  const data = await openedStepText(t.deps, id, tab, 'enrollment_drafts');
  return data === undefined ? undefined : { data };
};
const codes = async (id: string) =>
  (await t.deps.db.selectFrom('resume_codes').select('id').where('enrollment_id', '=', id).execute()).length;
const fieldValue = (fields: { result: { field_name: string; value: unknown }[] }, name: string) =>
  fields.result.find((f) => f.field_name === name)?.value;

describe(`Save and Continue Later keeps a draft (${TEST_DIALECT})`, () => {
  it('keeps unsaved, incomplete entries; the step shows them; Next replaces them', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'contact_info',
        data: { email_address: 'draft@example.com', address1: '77 Draft Lane', phone_number: '31' },
      },
    });
    const fields = await browser.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } });
    expect(fieldValue(fields, 'address1')).toBe('77 Draft Lane');
    expect(fieldValue(fields, 'phone_number')).toBe('31');
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'contact_info' },
    });
    expect(read).toMatchObject({ result: null, draft: { email_address: 'draft@example.com' } });

    await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
    expect(await draftRow(id, 'contact')).toBeUndefined();
    const after = await browser.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } });
    expect(fieldValue(after, 'address1')).toBe(CONTACT.address1);
  });

  it('seals an SSN in a draft and shows it masked', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'primary_info',
        data: { first_name: 'Mar', ssn: '123456789' },
      },
    });
    expect((await draftRow(id, 'personal'))?.data).not.toContain('123456789');
    const fields = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
    expect(fieldValue(fields, 'ssn')).toBe('•••••6789');
    expect(fieldValue(fields, 'first_name')).toBe('Mar');
    // The mask sent back in a later draft keeps the number; an unknown mask is left out of the draft.
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'primary_info',
        data: { ssn: '•••••6789' },
      },
    });
    const kept = JSON.parse((await draftRow(id, 'personal'))?.data ?? '{}') as { ssn?: string };
    expect(t.deps.secretBox.open(kept.ssn ?? '')).toBe('123456789');
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'primary_info',
        data: { ssn: '•••••0000' },
      },
    });
    expect(JSON.parse((await draftRow(id, 'personal'))?.data ?? '{}')).not.toHaveProperty('ssn');
  });

  it('refuses a draft of the wrong shape, and sends no code then', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const bad = await browser.call(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'contact_info',
        data: { email_address: 5, address1: 'x'.repeat(5000) },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors.map((e) => e.target_element)).toEqual(['data.email_address', 'data.address1']);
    expect(await codes(id)).toBe(0);
    expect(await draftRow(id, 'contact')).toBeUndefined();
  });

  it('keeps a beneficiary list with ids, and no draft for steps that do not keep one', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'benificiary_info',
        data: { beneficiaries: [{ first_name: 'Luis', ssn: '587654321' }] },
      },
    });
    const list = JSON.parse((await draftRow(id, 'beneficiary'))?.data ?? '{}') as {
      beneficiaries: { beneficiary_id: string; ssn: string }[];
    };
    expect(list.beneficiaries[0]?.beneficiary_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(list.beneficiaries[0]?.ssn).not.toBe('587654321');
    await browser.ok(saveEnrollment, {
      body: {
        enrollment_id: id,
        email: 'later@example.com',
        tab: 'review_info',
        data: { additional_notes: 'call me' },
      },
    });
    expect(await draftRow(id, 'review')).toBeUndefined();
  });
});
