import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { addFilterForNewUser } from '../../../contract/filterCalls';
import { getFormFieldsEmployerInfo, getFormFieldsPersonalInfo } from '../../../contract/formFieldCalls';
import {
  getAverageWorkWeek,
  getBargainingUnit,
  getCompensationTypes,
  getEmploymentStatus,
  getEthnicCategory,
  getGroupInfo,
  getHolidayPolicy,
  getVacationPolicy,
} from '../../../contract/optionListCalls';
import { OTHER_ETHNIC_GROUP } from '../../../domain/formFields/personalFields';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { NO_GROUP_MESSAGE } from './optionListHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** A browser signed in as Redwood Logistics' administrator with a new member's enrollment of group 2556. */
async function redwoodEnrollment() {
  const admin = t.browser();
  await admin.ok(signIn, { body: { username: 'admin.2556@example.com', password: DEMO_PASSWORD } });
  const created = await admin.ok(addFilterForNewUser, {
    body: { ...ADULT_FILTER, eprocess: 'group', group_id: 2556 },
  });
  return { browser: admin, id: created.temp_enrollment_id };
}

const names = (items: { name: string; value: string }[]) => items.map((item) => `${item.value}=${item.name}`);

describe(`option calls (${TEST_DIALECT})`, () => {
  it('answer the name/value lists the employer fields embed, in order', async () => {
    const browser = t.browser();
    expect(names((await browser.ok(getAverageWorkWeek)).result)).toEqual([
      'LT20=Less than 20 hours',
      '20-29=20 to 29 hours',
      '30-39=30 to 39 hours',
      '40+=40 hours or more',
    ]);
    expect(names((await browser.ok(getEmploymentStatus)).result)).toEqual([
      'A=Active',
      'C=COBRA',
      'R=Retired',
    ]);
    expect((await browser.ok(getCompensationTypes)).result.map((item) => item.value)).toEqual([
      'MW',
      'GMWL10',
      'G10L20',
      'G20',
      'Salary',
    ]);

    const { browser: admin, id } = await redwoodEnrollment();
    const query = { enrollment_id: id };
    const fields = await admin.ok(getFormFieldsEmployerInfo, { query });
    const optionsOf = (name: string) => fields.result.find((field) => field.field_name === name)?.options;
    // One source: the calls and the field definitions read the same rows.
    const pairs = [
      ['average_work_week', await admin.ok(getAverageWorkWeek)],
      ['employment_status', await admin.ok(getEmploymentStatus)],
      ['compensation_type', await admin.ok(getCompensationTypes)],
      ['emp_vac_policy', await admin.ok(getVacationPolicy, { query })],
      ['emp_barg_unit', await admin.ok(getBargainingUnit, { query })],
      ['holiday_policy', await admin.ok(getHolidayPolicy, { query })],
    ] as const;
    for (const [field, answer] of pairs) {
      expect(answer.result.length, field).toBeGreaterThan(1);
      expect(optionsOf(field), field).toEqual(answer.result);
    }
    expect((await admin.ok(getHolidayPolicy, { query })).result.map((item) => item.value)).toEqual([
      'Standard_6',
      'Presendents_Day',
      'Columbus_Day',
      'Religious_Days',
      'Birthday',
      'Floating_Day',
    ]);
  });

  it('get-ethnic-category answers, on the benefit host, the list Personal Information shows', async () => {
    const browser = t.browser();
    const ethnic = await browser.ok(getEthnicCategory);
    expect(ethnic.result).toHaveLength(12);
    expect(ethnic.result.find((item) => item.value === OTHER_ETHNIC_GROUP)).toEqual({
      name: 'Other',
      value: '12',
    });
    const onBenefitHost = await t.app.inject({ method: 'GET', url: '/api/benefit/get-ethnic-category' });
    expect(onBenefitHost.statusCode).toBe(200);
    const onEnrollmentHost = await t.app.inject({ method: 'GET', url: '/api/v1/get-ethnic-category' });
    expect(onEnrollmentHost.statusCode).toBe(404);

    const id = await startEnrollment(browser);
    const personal = await browser.ok(getFormFieldsPersonalInfo, { query: { enrollment_id: id } });
    const field = personal.result.find((f) => f.field_name === 'ethnic_category');
    expect(field?.options).toEqual(ethnic.result);
  });

  it("the group's lists name an enrollment: another browser's, a bad id or none is refused", async () => {
    const { id } = await redwoodEnrollment();
    for (const call of [getVacationPolicy, getBargainingUnit, getHolidayPolicy]) {
      const stranger = await t.browser().call(call, { query: { enrollment_id: id } });
      expect(stranger.statusCode, call.path).toBe(404);
      expect(stranger.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
      for (const hostile of ["' OR 1=1 --", '../../etc/passwd', 'x'.repeat(5000)]) {
        const bad = await t.browser().call(call, { query: { enrollment_id: hostile } });
        expect(bad.statusCode, hostile.slice(0, 20)).toBe(400);
        expect(bad.errors).toEqual([
          { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
        ]);
      }
      const missing = await t.browser().call(call);
      expect(missing.statusCode).toBe(400);
    }
  });
});

describe(`get-group-info (${TEST_DIALECT})`, () => {
  it("answers the enrollment's group, the same details Employer Information starts from", async () => {
    const { browser, id } = await redwoodEnrollment();
    const info = await browser.ok(getGroupInfo, { query: { enrollment_id: id } });
    expect(info).toEqual({
      general_info: { group_name: 'Redwood Logistics', group_phone: '2125550155' },
      address_information: { address1: '9 Dock Road', city: 'New York', state: 'NY', zip: '10001' },
    });
    const fields = await browser.ok(getFormFieldsEmployerInfo, { query: { enrollment_id: id } });
    const value = (name: string) => fields.result.find((field) => field.field_name === name)?.value;
    expect([value('name'), value('phone')]).toEqual([
      info.general_info.group_name,
      info.general_info.group_phone,
    ]);
    expect([value('address1'), value('city'), value('state'), value('zip')]).toEqual([
      info.address_information.address1,
      info.address_information.city,
      info.address_information.state,
      info.address_information.zip,
    ]);
  });

  it("says so when the enrollment has no group, and answers nothing of another browser's", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const none = await browser.call(getGroupInfo, { query: { enrollment_id: id } });
    expect(none.statusCode).toBe(404);
    expect(none.errors).toEqual([{ target_element: 'enrollment_id', error_message: NO_GROUP_MESSAGE }]);

    const { id: groupId } = await redwoodEnrollment();
    const stranger = await browser.call(getGroupInfo, { query: { enrollment_id: groupId } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
    ]);
    expect(JSON.stringify(stranger.body)).not.toContain('Redwood');
  });
});
