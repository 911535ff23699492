import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import {
  addFilterForNewUser,
  changeFilterInfo,
  getEnrollmentTempInfo,
  getStates,
  validateDob,
  validateZipCode,
} from '../../../contract/filterCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import {
  GROUP_BY_INVITATION,
  MEMBER_ENROLLMENT_ELSEWHERE,
  NOT_THE_REPS_GROUP,
  NOT_THE_REPS_PORTAL,
} from './eligibilityHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`eligibility calls (${TEST_DIALECT})`, () => {
  it('validate-zip-code returns the city and state', async () => {
    const data = await t.browser().ok(validateZipCode, { query: { zip_code: '90210' } });
    expect(data).toEqual({ zip: '90210', city: 'Beverly Hills', state_abbreviation: 'CA' });
  });

  it.each([
    ['four digits', '9021', 'Invalid Zip code'],
    ['letters', 'abcde', 'Invalid Zip code'],
    ['a zip that does not exist', '00000', 'Invalid Zip code'],
    ['5,000 characters', '9'.repeat(5000), 'Invalid Zip code'],
    ['nothing', '', 'Field is required'],
  ])('validate-zip-code refuses %s', async (_, zip, message) => {
    const result = await t.browser().call(validateZipCode, { query: { zip_code: zip } });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({
      status: 'error',
      statusCode: 400,
      data: [{ target_element: 'zip_code', error_message: message }],
    });
  });

  it('v2/validate-dob gives the age, and the dob message when it fails', async () => {
    expect(await t.browser().ok(validateDob, { query: { dob: '04/12/1985' } })).toEqual({
      dob: '04/12/1985',
      age: 41,
    });
    for (const [dob, message] of [
      ['11/23/2010', 'You must be 18 years to proceed'],
      ['01/01/2099', 'Date cannot be in the future'],
      ['1985-04-12', 'Enter the date as mm/dd/yyyy'],
      ['02/30/1990', 'Enter the date as mm/dd/yyyy'],
    ]) {
      const result = await t.browser().call(validateDob, { query: { dob } });
      expect(result.statusCode).toBe(400);
      expect(result.errors).toEqual([{ target_element: 'dob', error_message: message }]);
    }
  });

  it('add-filter-for-new-user creates an enrollment bound to this browser by an HttpOnly cookie', async () => {
    const browser = t.browser();
    const result = await browser.call(addFilterForNewUser, { body: ADULT_FILTER });
    expect(result.statusCode).toBe(200);
    expect(result.data?.temp_enrollment_id).toMatch(/^[0-9a-f]{32}$/);
    expect(browser.cookie).toMatch(/^bs_owner=[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: ADULT_FILTER,
    });
    expect(String(raw.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: result.data?.temp_enrollment_id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({
      zip: '90210',
      state: 'CA',
      city: 'Beverly Hills',
      tier: 'IO',
      gender: '1',
    });
  });

  it('add-filter-for-new-user answers every field error at once and saves nothing', async () => {
    const before = await t.deps.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const result = await t
      .browser()
      .call(addFilterForNewUser, { body: { zip: '123', gender: '7', tier: 'ZZ', dob: '13/45/2000' } });
    expect(result.statusCode).toBe(400);
    expect(result.errors).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'tier', error_message: 'Field is required' },
      { target_element: 'dob', error_message: 'Enter the date as mm/dd/yyyy' },
    ]);
    const unknownZip = await t
      .browser()
      .call(addFilterForNewUser, { body: { ...ADULT_FILTER, zip: '00000' } });
    expect(unknownZip.errors).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
    const after = await t.deps.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses wrong types, script text and unknown people without a 500', async () => {
    for (const body of [
      { ...ADULT_FILTER, zip: 90210 },
      { ...ADULT_FILTER, dob: ['04/12/1985'] },
      { ...ADULT_FILTER, gender: "<script>alert('x')</script>" },
      { ...ADULT_FILTER, agent_id: '1; DROP TABLE plans; --' },
      null,
      'zip=90210',
    ]) {
      const result = await t.browser().call(addFilterForNewUser, { body });
      expect([400, 415]).toContain(result.statusCode);
      expect(result.body.status).toBe('error');
      expect(JSON.stringify(result.body)).not.toMatch(/stack|at .*\.ts|SQL|sqlite|postgres/i);
    }
    const unknownRep = await t
      .browser()
      .call(addFilterForNewUser, { body: { ...ADULT_FILTER, agent_id: 999999 } });
    expect(unknownRep.errors).toEqual([
      { target_element: 'agent_id', error_message: 'Unknown representative' },
    ]);
  });

  it('a rep or group enrollment needs that rep or group signed in; a shopper on their page does not', async () => {
    const anonymous = await t
      .browser()
      .call(addFilterForNewUser, { body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.errors).toEqual([{ target_element: 'session', error_message: 'Please sign in' }]);
    const visitor = await t.browser().call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'applicant', open_type: 'agent', agent_id: 1 },
    });
    expect(visitor.statusCode).toBe(200);

    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    const other = await rep.call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 2 },
    });
    expect(other.statusCode).toBe(403);
    const otherGroup = await rep.call(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1, group_id: 2512 },
    });
    expect(otherGroup.errors).toEqual([
      { target_element: 'group_id', error_message: 'You can only enroll for your own members and groups' },
    ]);
    expect(
      (
        await rep.call(addFilterForNewUser, {
          body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1, group_id: 1929, platform_group_id: 1 },
        })
      ).statusCode,
    ).toBe(200);

    const admin = t.browser();
    await admin.ok(signIn, { body: { username: 'admin.2556@example.com', password: DEMO_PASSWORD } });
    expect(
      (
        await admin.call(addFilterForNewUser, {
          body: { ...ADULT_FILTER, eprocess: 'group', group_id: 2512 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.call(addFilterForNewUser, {
          body: { ...ADULT_FILTER, eprocess: 'group', group_id: 2556 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a shopper cannot borrow a rep, group or portal: only the combinations a page of theirs makes', async () => {
    const shopper = t.browser();
    const start = (extra: Record<string, unknown>) =>
      shopper.call(addFilterForNewUser, { body: { ...ADULT_FILTER, eprocess: 'applicant', ...extra } });
    // Measured: rep 3, another rep's group (2512 is rep 2's) and a third rep's portal (1 is rep 1's).
    const borrowed = await start({ agent_id: 3, group_id: 2512, platform_group_id: 1 });
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.errors).toEqual([{ target_element: 'group_id', error_message: NOT_THE_REPS_GROUP }]);
    const otherPortal = await start({ agent_id: 2, group_id: 2512, platform_group_id: 1 });
    expect(otherPortal.errors).toEqual([
      { target_element: 'platform_group_id', error_message: NOT_THE_REPS_PORTAL },
    ]);
    const portalAlone = await start({ platform_group_id: 3 });
    expect(portalAlone.errors).toEqual([
      { target_element: 'platform_group_id', error_message: NOT_THE_REPS_PORTAL },
    ]);
    // Lakeside Schools (3002, rep 3) has no public page: its enrollments come by referral or its administrator.
    const hidden = await start({ agent_id: 3, group_id: 3002 });
    expect(hidden.errors).toEqual([{ target_element: 'group_id', error_message: GROUP_BY_INVITATION }]);
    expect(
      await t.deps.db.selectFrom('enrollments').select('id').where('group_id', '=', 3002).execute(),
    ).toEqual([]);

    // What the group's landing page sends: its rep, the group, a portal of its rep.
    expect(
      (await start({ open_type: 'group', agent_id: 2, group_id: 2512, platform_group_id: 3 })).statusCode,
    ).toBe(200);
    expect((await start({ open_type: 'agent', agent_id: 2 })).statusCode).toBe(200);
  });

  it("a shopper's word does not make a current member's enrollment: type existing-user is refused", async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('enrollments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const extra of [{}, { open_type: 'agent', agent_id: 1 }]) {
      const claimed = await t.browser().call(addFilterForNewUser, {
        body: { ...ADULT_FILTER, type: 'existing-user', ...extra },
      });
      expect(claimed.statusCode).toBe(403);
      expect(claimed.errors).toEqual([
        { target_element: 'type', error_message: MEMBER_ENROLLMENT_ELSEWHERE },
      ]);
    }
    expect(await count()).toBe(before);
    // Saying new-user, or nothing, makes a new shopper's enrollment.
    const shopper = t.browser();
    const made = await shopper.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, type: 'new-user' } });
    expect(
      await shopper.ok(getEnrollmentTempInfo, {
        query: { enrollment_id: made.temp_enrollment_id, column: 'type' },
      }),
    ).toMatchObject({ result: 'new-user' });
  });

  it('change-filter-info updates in place, drops empty values and refuses another browser', async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    await owner.ok(changeFilterInfo, { params: { tempId: id }, body: { zip: '10001', tier: 'IS', dob: '' } });
    const filter = await owner.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ zip: '10001', state: 'NY', tier: 'IS', dob: ADULT_FILTER.dob });

    const stranger = t.browser();
    await startEnrollment(stranger);
    const attempt = await stranger.call(changeFilterInfo, { params: { tempId: id }, body: { zip: '73301' } });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.errors).toEqual([{ target_element: 'tempId', error_message: 'Enrollment not found' }]);
    const unchanged = await owner.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(unchanged.result).toMatchObject({ zip: '10001' });
  });

  it('change-filter-info names the plan to show: the successor of a retired plan; an unknown plan changes nothing', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const same = await browser.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { tier: 'IS', plan_id: 101 },
    });
    expect(same.plan_id).toBe(101);
    const retired = await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { plan_id: 173 } });
    expect(retired.plan_id).toBe(171);
    const none = await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IS' } });
    expect(none.plan_id).toBeNull();
    const unknown = await browser.call(changeFilterInfo, {
      params: { tempId: id },
      body: { tier: 'IF', plan_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.errors).toEqual([{ target_element: 'plan_id', error_message: 'Plan not found' }]);
    const bad = await browser.call(changeFilterInfo, { params: { tempId: id }, body: { plan_id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    const filter = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(filter.result).toMatchObject({ tier: 'IS' });
  });

  it('get-enrollment-temp-info refuses an unknown column and a malformed id', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const column = await browser.call(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'password' },
    });
    expect(column.errors).toEqual([{ target_element: 'column', error_message: 'Unknown column' }]);
    const badId = await browser.call(getEnrollmentTempInfo, {
      query: { enrollment_id: "' OR 1=1 --", column: 'filter_info' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.errors).toEqual([
      { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
    ]);
  });

  it('get-states lists the states', async () => {
    const data = await t.browser().ok(getStates);
    expect(data.result).toContainEqual({ code: 'CA', name: 'California' });
    expect(data.result.length).toBeGreaterThanOrEqual(51);
  });
});
