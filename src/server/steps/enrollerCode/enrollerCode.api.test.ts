import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, checkedOutEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { getEnrollerCodeStatus, saveEnrollerCode } from '../../../contract/enrollerCodeCalls';
import { savePersonalInfo } from '../../../contract/enrollmentCalls';
import { addFilterForNewUser } from '../../../contract/filterCalls';
import {
  ENROLLER_CODE_NOT_VALID,
  ENROLLER_CODE_REQUIRED,
  ENTER_ENROLLER_CODE,
} from '../../../domain/enrollerCode';
import { readTab } from '../../enrollment/tabStore';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { ENROLLER_CODE_LIMIT_MESSAGE, ENROLLER_CODE_TRIES_PER_WINDOW } from './enrollerCodeHandlers';

let clock = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function signedIn(username: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.ok(signIn, { body: { username, password: DEMO_PASSWORD } });
  return browser;
}

/** A checked-out enrollment (one dental plan) started with the given rep, group and process. */
async function checkedOut(browser: TestBrowser, context: Record<string, unknown>): Promise<string> {
  const created = await browser.ok(addFilterForNewUser, { body: { ...ADULT_FILTER, ...context } });
  const id = created.temp_enrollment_id;
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/** Priya Nair (rep 2, portal 4) for Redwood Logistics (group 2556): her active code is PN2001. */
const REDWOOD_BY_PRIYA = { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 };

const codeError = (message: string) => [{ target_element: 'enrollerCode', error_message: message }];
const storedCode = async (id: string) =>
  (
    await t.deps.db
      .selectFrom('enrollments')
      .select('enroller_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).enroller_code;

describe(`enroller code (${TEST_DIALECT})`, () => {
  it("is required for group 2556 before Personal Information's save; a saved code clears it", async () => {
    const rep = await signedIn('priya.nair@example.com');
    const id = await checkedOut(rep, REDWOOD_BY_PRIYA);
    const query = { enrollment_id: id };
    expect(await rep.ok(getEnrollerCodeStatus, { query })).toEqual({
      show: true,
      required: true,
      saved: false,
    });

    const refused = await rep.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(refused.statusCode).toBe(409);
    expect(refused.errors).toEqual(codeError(ENROLLER_CODE_REQUIRED));
    expect(await readTab(t.deps, id, 'personal')).toBeNull();

    // Another rep's code is not this enrollment's; the code stays required.
    const otherRep = await rep.call(saveEnrollerCode, {
      body: { enrollment_id: id, enrollerCode: 'JE1001' },
    });
    expect(otherRep.statusCode).toBe(400);
    expect(otherRep.errors).toEqual(codeError(ENROLLER_CODE_NOT_VALID));
    expect(await rep.ok(getEnrollerCodeStatus, { query })).toMatchObject({ required: true, saved: false });
    expect((await rep.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } })).statusCode).toBe(
      409,
    );

    const saved = await rep.ok(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: 'pn2001' } });
    expect(saved).toEqual({ show: true, required: true, saved: true });
    expect(await storedCode(id)).toBe('PN2001');
    expect(await rep.ok(getEnrollerCodeStatus, { query })).toEqual(saved);
    expect(await rep.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } })).toEqual({
      next_tab: 'contact_info',
    });
  });

  it("is required for group 2512's own enrollments too, checked against the group's rep's codes", async () => {
    const admin = await signedIn('admin.2512@example.com');
    const id = await checkedOut(admin, { eprocess: 'group', group_id: 2512, platform_group_id: 3 });
    const query = { enrollment_id: id };
    expect(await admin.ok(getEnrollerCodeStatus, { query })).toEqual({
      show: true,
      required: true,
      saved: false,
    });
    const refused = await admin.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
    expect(refused.statusCode).toBe(409);
    expect(refused.errors).toEqual(codeError(ENROLLER_CODE_REQUIRED));
    await admin.ok(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: 'PN2001' } });
    await admin.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  });

  it("shows for a rep's own enrollment without being required; only the rep's active codes are taken", async () => {
    const rep = await signedIn('jordan.ellis@example.com');
    const id = await checkedOut(rep, { eprocess: 'rep', agent_id: 1, platform_group_id: 1 });
    const query = { enrollment_id: id };
    expect(await rep.ok(getEnrollerCodeStatus, { query })).toEqual({
      show: true,
      required: false,
      saved: false,
    });
    await rep.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });

    for (const code of ['JE1002', 'PN2001', 'ZZ9999']) {
      const refused = await rep.call(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: code } });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.errors, code).toEqual(codeError(ENROLLER_CODE_NOT_VALID));
    }
    expect(await storedCode(id)).toBeNull();
    await rep.ok(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: ' je1001 ' } });
    expect(await storedCode(id)).toBe('JE1001');

    // A shopper on their own has no rep: no button, and no code of theirs.
    const shopper = t.browser();
    const own = await checkedOutEnrollment(shopper);
    expect(await shopper.ok(getEnrollerCodeStatus, { query: { enrollment_id: own } })).toEqual({
      show: false,
      required: false,
      saved: false,
    });
    const none = await shopper.call(saveEnrollerCode, {
      body: { enrollment_id: own, enrollerCode: 'JE1001' },
    });
    expect(none.errors).toEqual(codeError(ENROLLER_CODE_NOT_VALID));
  });

  it('asks for a code when empty and refuses hostile input at the field, storing nothing', async () => {
    const rep = await signedIn('priya.nair@example.com');
    const id = await checkedOut(rep, REDWOOD_BY_PRIYA);
    const cases: [unknown, string][] = [
      [undefined, ENTER_ENROLLER_CODE],
      [null, ENTER_ENROLLER_CODE],
      ['', ENTER_ENROLLER_CODE],
      ['   ', ENTER_ENROLLER_CODE],
      ["' OR 1=1 --", ENROLLER_CODE_NOT_VALID],
      ['<script>alert(1)</script>', ENROLLER_CODE_NOT_VALID],
      ['P'.repeat(5000), ENROLLER_CODE_NOT_VALID],
      [2001, ENROLLER_CODE_NOT_VALID],
      [{ $ne: null }, ENROLLER_CODE_NOT_VALID],
      [['PN2001'], ENROLLER_CODE_NOT_VALID],
    ];
    for (const [enrollerCode, message] of cases) {
      const result = await rep.call(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode } });
      expect(result.statusCode, String(enrollerCode).slice(0, 20)).toBe(400);
      expect(result.errors, String(enrollerCode).slice(0, 20)).toEqual(codeError(message));
    }
    expect(await storedCode(id)).toBeNull();
  });

  it("reads and changes nothing of another browser's enrollment", async () => {
    const rep = await signedIn('priya.nair@example.com');
    const id = await checkedOut(rep, REDWOOD_BY_PRIYA);
    // Even the same rep signed in on another browser: the enrollment is the browser's.
    for (const stranger of [t.browser(), await signedIn('priya.nair@example.com')]) {
      const save = await stranger.call(saveEnrollerCode, {
        body: { enrollment_id: id, enrollerCode: 'PN2001' },
      });
      const status = await stranger.call(getEnrollerCodeStatus, { query: { enrollment_id: id } });
      for (const result of [save, status]) {
        expect(result.statusCode).toBe(404);
        expect(result.errors).toEqual([
          { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
        ]);
      }
    }
    expect(await storedCode(id)).toBeNull();
  });

  it('limits wrong codes per enrollment, then takes the right one once the window has passed', async () => {
    const rep = await signedIn('priya.nair@example.com');
    const id = await checkedOut(rep, REDWOOD_BY_PRIYA);
    const tryCode = (enrollerCode: string) =>
      rep.call(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode } });
    for (let n = 0; n < ENROLLER_CODE_TRIES_PER_WINDOW; n += 1) {
      expect((await tryCode(`WRONG${n}`)).errors).toEqual(codeError(ENROLLER_CODE_NOT_VALID));
    }
    const limited = await tryCode('PN2001');
    expect(limited.statusCode).toBe(429);
    expect(limited.errors).toEqual(codeError(ENROLLER_CODE_LIMIT_MESSAGE));
    expect(await storedCode(id)).toBeNull();

    // Another enrollment has its own count.
    const other = await checkedOut(rep, REDWOOD_BY_PRIYA);
    await rep.ok(saveEnrollerCode, { body: { enrollment_id: other, enrollerCode: 'PN2001' } });

    clock = new Date(clock.getTime() + 16 * 60_000);
    await rep.ok(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: 'PN2001' } });
    expect(await storedCode(id)).toBe('PN2001');
  });
});
