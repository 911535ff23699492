import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../../testing/fixtures';
import { addCheapest, checkedOutEnrollment, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { savePersonalInfo } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { getFormFieldsContactInfo, getFormFieldsPersonalInfo } from '../../../contract/formFieldCalls';
import { fieldSettingsFor } from '../../enrollment/fieldSettings';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** A checked-out enrollment with one plan (term life 141 is an underwritten plan of carrier 2). */
async function withPlan(browser: TestBrowser, planId: number): Promise<string> {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

const scope = (over: Partial<Parameters<typeof fieldSettingsFor>[2]> = {}) => ({
  planIds: [101],
  carrierIds: [1],
  categories: ['dental'],
  anyPlanNeedsHealth: false,
  groupId: null,
  eprocess: 'applicant',
  ...over,
});

describe(`form configuration (${TEST_DIALECT})`, () => {
  it('is the union of the rows whose scope matches: cart, carrier and group', async () => {
    const names = async (step: 'personal' | 'contact' | 'employer', s = scope()) =>
      (await fieldSettingsFor(t.deps.db, step, s)).map((f) => `${f.name}${f.required ? '*' : ''}`);
    expect(await names('personal')).not.toContain('weight*');
    expect(await names('personal', scope({ categories: ['term_life'] }))).toEqual(
      expect.arrayContaining(['weight*', 'height_feet*', 'height_inch*']),
    );
    expect(await names('contact')).toContain('address2');
    expect(await names('contact', scope({ groupId: 3001 }))).toContain('address2*');
    expect(await names('contact', scope({ carrierIds: [2] }))).toEqual(
      expect.arrayContaining(['birth_state*', 'birth_city*']),
    );
    expect(await names('employer')).not.toContain('emp_industry*');
    expect(await names('employer', scope({ groupId: 2556 }))).toEqual(
      expect.arrayContaining(['emp_industry*', 'emp_num_employed*', 'emp_vac_policy*', 'emp_barg_unit*']),
    );
  });

  it('get-form-fields-personal-info answers the fields with values, read-only gender and birth date', async () => {
    const browser = t.browser();
    const dental = await checkedOutEnrollment(browser);
    const fields = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: dental } });
    const byName = Object.fromEntries(fields.result.map((f) => [f.field_name, f]));
    expect(byName.weight).toBeUndefined();
    expect(byName.gender).toMatchObject({ value: '1', read_only: true });
    expect(byName.birthdate).toMatchObject({ value: '04/12/1985', read_only: true });
    expect(byName.marital_status?.options).toContainEqual({ name: 'Married', value: '1' });
    expect(byName.first_name).toMatchObject({ value: null, required: true, read_only: false });

    const life = await withPlan(browser, 141);
    const lifeFields = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: life } });
    expect(lifeFields.result.find((f) => f.field_name === 'weight')).toMatchObject({ required: true });
    const contact = await browser.ok(getFormFieldsContactInfo, { query: { enrollment_id: life } });
    // Nothing saved yet: the filter's zip and place fill the address.
    expect(contact.result.find((f) => f.field_name === 'zip')?.value).toBe('90210');
    expect(contact.result.find((f) => f.field_name === 'birth_city')).toMatchObject({ required: true });
  });

  it('refuses a save without a field the configuration requires, and never stores a hidden one', async () => {
    const browser = t.browser();
    const life = await withPlan(browser, 141);
    const missing = await browser.call(savePersonalInfo, { body: { enrollment_id: life, ...PERSONAL } });
    expect(missing.statusCode).toBe(400);
    expect(missing.errors).toEqual([
      { target_element: 'weight', error_message: 'Field is required' },
      { target_element: 'height_feet', error_message: 'Field is required' },
      { target_element: 'height_inch', error_message: 'Field is required' },
    ]);
    const zero = await browser.call(savePersonalInfo, {
      body: { enrollment_id: life, ...PERSONAL, weight: '0', height_feet: '5', height_inch: '12' },
    });
    expect(zero.errors).toEqual([
      { target_element: 'weight', error_message: 'Weight cannot be zero or less' },
      { target_element: 'height_inch', error_message: 'Inch is invalid' },
    ]);
    const notAnOption = await browser.call(savePersonalInfo, {
      body: {
        enrollment_id: life,
        ...PERSONAL,
        weight: '150',
        height_feet: '5',
        height_inch: '6',
        ethnic_category: '99',
      },
    });
    expect(notAnOption.errors).toEqual([
      { target_element: 'ethnic_category', error_message: 'Choose one of the options' },
    ]);

    const dental = await checkedOutEnrollment(browser);
    await browser.ok(savePersonalInfo, {
      body: { enrollment_id: dental, ...PERSONAL, weight: '150', gender: '0', birthdate: '01/01/2000' },
    });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: dental, column: 'primary_info' },
    });
    expect(read.result).not.toHaveProperty('weight');
    // Read-only fields keep the server's values, whatever was sent.
    expect(read.result).toMatchObject({ gender: '1', birthdate: '04/12/1985' });
  });
});
