import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import { saveContactInfo, savePersonalInfo } from '../../contract/enrollmentCalls';
import { getFormFieldsContactInfo, getFormFieldsPersonalInfo } from '../../contract/formFieldCalls';
import { addFilterForExistingUser } from '../../contract/memberCalls';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** Priya (rep 2) enrolls her member Ethan Kim (5006, no group) for a dental plan, checked out. */
async function ethansEnrollment(): Promise<{ rep: TestBrowser; id: string }> {
  const rep = t.browser();
  await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
  const created = await rep.ok(addFilterForExistingUser, {
    body: { user_id: 5006, tier: 'IO', eprocess: 'rep' },
  });
  const id = created.temp_enrollment_id;
  await addCheapest(rep, id, 102);
  const dates = await rep.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await rep.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return { rep, id };
}

const values = (fields: { result: { field_name: string; value: unknown }[] }) =>
  Object.fromEntries(fields.result.map((f) => [f.field_name, f.value]));

describe(`a current member's enrollment (${TEST_DIALECT})`, () => {
  it('starts from the details on file, and saves them back without retyping', async () => {
    const { rep, id } = await ethansEnrollment();
    const personal = values(await rep.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } }));
    expect(personal).toMatchObject({
      first_name: 'Ethan',
      last_name: 'Kim',
      ssn: expect.stringMatching(/^•{5}\d{4}$/),
    });
    expect(personal.marital_status).toMatch(/^[0-3]$/);
    // The masked number on file is accepted back as the member's own.
    const { gender: _g, birthdate: _b, ...sendBack } = personal;
    await rep.ok(savePersonalInfo, { body: { enrollment_id: id, ...sendBack } });
    const contact = values(await rep.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } }));
    expect(contact).toMatchObject({ email_address: 'ethan.kim@example.com', zip: '92618' });
    await rep.ok(saveContactInfo, { body: { enrollment_id: id, ...contact } });
  });

  it("refuses another member's e-mail or phone with the spec's words", async () => {
    const { rep, id } = await ethansEnrollment();
    const contact = values(await rep.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } }));
    const taken = await rep.call(saveContactInfo, {
      body: {
        enrollment_id: id,
        ...contact,
        email_address: 'noah.nguyen@example.com',
        phone_number: '2135550140',
      },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.errors).toEqual([
      { target_element: 'email_address', error_message: 'Email Already Exists.' },
      { target_element: 'phone_number', error_message: 'Phone already exists' },
    ]);
  });
});
