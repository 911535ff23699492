import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import { saveContactInfo, savePersonalInfo } from '../../contract/enrollmentCalls';
import { getFormFieldsContactInfo, getFormFieldsPersonalInfo } from '../../contract/formFieldCalls';
import { STEP_DEFAULTS } from '../../domain/formFields/stepFieldDefaults';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { neededFieldMessage } from '../steps/configured/neededFields';
import { applyPackage } from './catalogApply';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

const NOW = new Date('2026-11-26T12:00:00Z');
const EXAMPLE = path.resolve(DEMO_PACKAGE, '../example');
const EXAMPLE_PLAN = 7101;
const PERSONAL = { first_name: 'Maria', middle_name: '', last_name: 'Lopez', ssn: '123456789' };
const CONTACT = {
  email_address: 'maria@example.com',
  phone_number: '3105550182',
  address1: '120 Palm Drive',
  address2: '',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
};

let t: TestApp;
const folders: string[] = [];
beforeAll(async () => {
  // A production store on its first start, then the worked example of docs/catalog.md applied as it is.
  t = await startTestApp({ store: 'production', now: () => NOW });
  const checked = await checkPackageDir(EXAMPLE);
  if (!checked.ok) throw new Error(checked.problems.problems.map(problemText).join('\n'));
  await applyPackage(t.deps.db, checked.checked, null, NOW);
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checked-out enrollment for the example's dental plan. */
async function exampleEnrollment(browser: TestBrowser): Promise<string> {
  const id = await startEnrollment(browser, ADULT_FILTER);
  await addCheapest(browser, id, EXAMPLE_PLAN);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

describe(`the worked example on an empty production store (${TEST_DIALECT})`, () => {
  it('asks the built-in fields on Personal Information and Contact, and both saves answer 200', async () => {
    const browser = t.browser();
    const id = await exampleEnrollment(browser);

    const personal = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
    expect(personal.result.map((f) => [f.field_name, f.required, f.read_only])).toEqual(
      STEP_DEFAULTS.personal.map((rule) => [rule.field, rule.required, rule.readOnly ?? false]),
    );
    expect(personal.result.map((f) => f.field_name)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'birthdate', 'ssn']),
    );
    // The filter's gender, chosen from the built-in codes.
    expect(personal.result.find((f) => f.field_name === 'gender')).toMatchObject({
      value: ADULT_FILTER.gender,
      options: [
        { name: 'Male', value: '0' },
        { name: 'Female', value: '1' },
        { name: 'Others', value: '2' },
      ],
    });
    expect(personal.custom_fields?.map((f) => f.id)).toEqual(['northwind-last-cleaning']);
    // The built-in fields are checked: nothing given is refused by name, not stored half.
    const empty = await browser.call(savePersonalInfo, { body: { enrollment_id: id } });
    expect(empty.statusCode).toBe(400);
    expect(empty.errors.map((e) => e.target_element)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'ssn']),
    );
    await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });

    const contact = await browser.ok(getFormFieldsContactInfo, { query: { enrollment_id: id } });
    expect(contact.result.map((f) => f.field_name)).toEqual(STEP_DEFAULTS.contact.map((rule) => rule.field));
    const saved = await browser.call(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
    expect(saved.statusCode).toBe(200);
    const noEmail = await browser.call(saveContactInfo, {
      body: { enrollment_id: id, ...CONTACT, email_address: '' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.errors.map((e) => e.target_element)).toEqual(['email_address']);
  });

  it('refuses, by validate, a package whose contact step leaves out what the server reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-example-'));
    folders.push(dir);
    fs.cpSync(EXAMPLE, dir, { recursive: true });
    const rule = (id: number, field: string) => ({
      id,
      step: 'contact',
      field,
      position: id,
      required: true,
    });
    fs.writeFileSync(
      path.join(dir, 'forms/fields.json'),
      JSON.stringify([rule(1, 'address1'), rule(2, 'city'), rule(3, 'state'), rule(4, 'zip')]),
    );
    const check = await checkPackageDir(dir);
    expect(check.ok).toBe(false);
    const texts = check.ok ? [] : check.problems.problems.map(problemText);
    expect(texts).toEqual([
      expect.stringMatching(
        /^forms\/fields\.json step contact field email_address: is not asked of every enrollment/,
      ),
      expect.stringMatching(
        /^forms\/fields\.json step contact field phone_number: is not asked of every enrollment/,
      ),
    ]);
  });

  it('answers 409 naming the field, never 500, when a stored rule hides a field the contact checks read', async () => {
    // A store whose rules were applied before validate refused them: contact shows no e-mail.
    await t.deps.db
      .insertInto('form_fields')
      .values({
        id: 9001,
        step: 'contact',
        field_name: 'phone_number',
        position: 0,
        required: 1,
        read_only: 0,
        options_list: null,
        message: null,
        category: null,
        carrier_id: null,
        plan_id: null,
        group_id: null,
        eprocess: null,
      })
      .execute();
    try {
      const browser = t.browser();
      const id = await exampleEnrollment(browser);
      await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
      const saved = await browser.call(saveContactInfo, { body: { enrollment_id: id, ...CONTACT } });
      expect(saved.statusCode).toBe(409);
      const reads = 'the address check and the carriers’ 834';
      expect(saved.errors).toEqual([
        {
          target_element: 'email_address',
          error_message: neededFieldMessage('Email', 'the e-mail check and the receipt'),
        },
        { target_element: 'address1', error_message: neededFieldMessage('Address Line 1', reads) },
        { target_element: 'city', error_message: neededFieldMessage('City', reads) },
        { target_element: 'state', error_message: neededFieldMessage('State', reads) },
        { target_element: 'zip', error_message: neededFieldMessage('Zip', reads) },
      ]);
    } finally {
      await t.deps.db.deleteFrom('form_fields').where('id', '=', 9001).execute();
    }
  });
});
