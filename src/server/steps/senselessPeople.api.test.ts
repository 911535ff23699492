import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENEFICIARIES, CHILD, PERSONAL, SPOUSE } from '../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { validateSingleBeneficiary } from '../../contract/beneficiaryCalls';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import {
  type DependentWire,
  getDependentsExistingUserEnrollment,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '../../contract/dependentCalls';
import { saveBeneficiaryInfo, saveDependentInfo, savePersonalInfo } from '../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { addFilterForExistingUser } from '../../contract/memberCalls';
import { saveEnrollment } from '../../contract/saveEnrollmentCalls';
import {
  APPLICANT_SSN_MESSAGE,
  CHILD_AGE_MESSAGE,
  SPOUSE_AGE_MESSAGE,
  samePersonMessage,
  ssnTakenMessage,
} from '../../domain/dependentPeople';
import { SSN_MESSAGE } from '../../domain/fieldRules';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

/**
 * Issue 26: dependents and beneficiaries that make no sense are refused at the field, by every call
 * that takes them (validate-single-dependent, save-dependent-info-to-temp, save-dependent-info; the
 * beneficiary calls and Save and Continue Later), and nothing is kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const DENTAL = 101;
/** Ethan Kim (5006) already holds 101; his enrollments buy the other dental plan. */
const MEMBER_DENTAL = 102;
const TERM_LIFE = 141;

async function checkedOut(browser: TestBrowser, id: string, planId: number): Promise<string> {
  await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/** A new applicant's family enrollment with the plan, Personal Information saved (SSN 123456789). */
async function family(browser: TestBrowser, planId = DENTAL): Promise<string> {
  const id = await checkedOut(
    browser,
    await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' }),
    planId,
  );
  await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  return id;
}

const bare = ({ health_info: _h, ...dependent }: typeof SPOUSE): DependentWire => dependent;
const spouse = bare(SPOUSE);
const child = bare(CHILD);
const changed = (dependent: DependentWire, change: Record<string, string>): DependentWire => ({
  ...dependent,
  primary_info: { ...dependent.primary_info, ...change },
});

/** What the enrollment keeps of its dependents: saved and draft. */
async function keptDependents(browser: TestBrowser, id: string) {
  const read = await browser.ok(getEnrollmentTempInfo, {
    query: { enrollment_id: id, column: 'dependent_info' },
  });
  return { result: read.result, draft: read.draft };
}

describe(`dependents that make no sense (${TEST_DIALECT})`, () => {
  it('a 10-year-old spouse, a 60-year-old child, the applicant’s SSN, SSN 000000000: refused at the field by all three calls', async () => {
    const browser = t.browser();
    const id = await family(browser);
    const cases: [string, DependentWire, DependentWire, string, string][] = [
      [
        '10-year-old spouse',
        changed(spouse, { birthdate: '05/01/2016' }),
        child,
        'birthdate',
        SPOUSE_AGE_MESSAGE,
      ],
      [
        '60-year-old child',
        spouse,
        changed(child, { birthdate: '03/03/1966' }),
        'birthdate',
        CHILD_AGE_MESSAGE,
      ],
      [
        'child with the applicant’s SSN',
        spouse,
        changed(child, { ssn: PERSONAL.ssn }),
        'ssn',
        APPLICANT_SSN_MESSAGE,
      ],
      ['child with SSN 000000000', spouse, changed(child, { ssn: '000000000' }), 'ssn', SSN_MESSAGE],
      ['child with SSN 666 area', spouse, changed(child, { ssn: '666443333' }), 'ssn', SSN_MESSAGE],
      ['spouse with SSN 111111111', changed(spouse, { ssn: '111111111' }), child, 'ssn', SSN_MESSAGE],
    ];
    for (const [what, first, second, field, message] of cases) {
      const wrong = first === spouse ? second : first;
      const index = first === spouse ? 1 : 0;
      const single = await browser.call(validateSingleDependent, { body: { enrollment_id: id, ...wrong } });
      expect(single.statusCode, what).toBe(400);
      expect(single.errors, what).toEqual([
        { target_element: `primary_info.${field}`, error_message: message },
      ]);
      for (const call of [saveDependentInfoToTemp, saveDependentInfo]) {
        const list = await browser.call(call, { body: { enrollment_id: id, dependents: [first, second] } });
        expect(list.statusCode, `${what}: ${call.path}`).toBe(400);
        expect(list.errors, `${what}: ${call.path}`).toEqual([
          { target_element: `dependents.${index}.primary_info.${field}`, error_message: message },
        ]);
      }
    }
    expect(await keptDependents(browser, id)).toEqual({ result: null, draft: null });
    // The same two, sensible, are taken.
    await browser.ok(saveDependentInfo, { body: { enrollment_id: id, dependents: [spouse, child] } });
  });

  it('the same child twice, by SSN or by name and birth date, is refused at the second one', async () => {
    const browser = t.browser();
    const id = await family(browser);
    const twin = changed(child, { ssn: '555442222' });
    const sameSsn = changed(child, { first_name: 'Anna', birthdate: '06/02/2015' });
    for (const call of [saveDependentInfoToTemp, saveDependentInfo]) {
      const bySsn = await browser.call(call, {
        body: { enrollment_id: id, dependents: [spouse, child, child] },
      });
      expect(bySsn.errors).toEqual([
        { target_element: 'dependents.2.primary_info.ssn', error_message: ssnTakenMessage(2) },
      ]);
      const renamed = await browser.call(call, {
        body: { enrollment_id: id, dependents: [spouse, child, sameSsn] },
      });
      expect(renamed.errors).toEqual([
        { target_element: 'dependents.2.primary_info.ssn', error_message: ssnTakenMessage(2) },
      ]);
      const byName = await browser.call(call, {
        body: { enrollment_id: id, dependents: [spouse, child, twin] },
      });
      expect(byName.errors).toEqual([
        { target_element: 'dependents.2.primary_info.first_name', error_message: samePersonMessage(2) },
      ]);
    }
    expect(await keptDependents(browser, id)).toEqual({ result: null, draft: null });
  });

  it('a current member’s own SSN (no Personal saved yet) is not a dependent’s; a typed SSN of a dependent on file (masked) is that dependent', async () => {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    const created = await rep.ok(addFilterForExistingUser, {
      body: { user_id: 5006, tier: 'IF', eprocess: 'rep' },
    });
    const id = await checkedOut(rep, created.temp_enrollment_id, MEMBER_DENTAL);
    const member = await t.deps.db
      .selectFrom('members')
      .select('ssn')
      .where('id', '=', 5006)
      .executeTakeFirstOrThrow();
    const own = t.deps.secretBox.open(member.ssn);
    const single = await rep.call(validateSingleDependent, {
      body: { enrollment_id: id, ...changed(child, { ssn: own }) },
    });
    expect(single.errors).toEqual([
      { target_element: 'primary_info.ssn', error_message: APPLICANT_SSN_MESSAGE },
    ]);
    // A dependent on file listed twice: the second's masked number is the first's, resolved by its id.
    const onFile = (await rep.ok(getDependentsExistingUserEnrollment, { query: { enrollment_id: id } }))
      .result.dependents;
    const [wife, leo] = onFile;
    const again = { ...leo!, primary_info: { ...leo!.primary_info, first_name: 'Leon' } };
    const twice = await rep.call(saveDependentInfoToTemp, {
      body: { enrollment_id: id, dependents: [wife!, leo!, { ...again, dependent_id: 'md5006leo1' }] },
    });
    expect(twice.errors).toEqual(
      expect.arrayContaining([
        { target_element: 'dependents.2.dependent_id', error_message: 'This entry is listed twice' },
      ]),
    );
    const typed = await rep.call(saveDependentInfoToTemp, {
      body: { enrollment_id: id, dependents: [wife!, leo!, changed(child, { ssn: '512340002' })] },
    });
    expect(typed.errors).toEqual([
      { target_element: 'dependents.2.primary_info.ssn', error_message: ssnTakenMessage(2) },
    ]);
    expect(await keptDependents(rep, id)).toEqual({ result: null, draft: null });
  });
});

describe(`beneficiaries with impossible SSNs (${TEST_DIALECT})`, () => {
  it('validate-single-beneficiary, save-beneficiary-info, Save and Continue Later and Personal refuse them at the field', async () => {
    const browser = t.browser();
    const id = await checkedOut(
      browser,
      await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' }),
      TERM_LIFE,
    );
    const person = BENEFICIARIES.beneficiaries[0]!;
    for (const ssn of ['000000000', '666123456', '900123456', '123001234', '123450000', '888888888']) {
      const single = await browser.call(validateSingleBeneficiary, {
        body: { enrollment_id: id, ...person, ssn },
      });
      expect(single.statusCode, ssn).toBe(400);
      expect(single.errors, ssn).toEqual([{ target_element: 'ssn', error_message: SSN_MESSAGE }]);
      const save = await browser.call(saveBeneficiaryInfo, {
        body: { enrollment_id: id, beneficiaries: [{ ...person, ssn }] },
      });
      expect(save.errors, ssn).toEqual([
        { target_element: 'beneficiaries.0.ssn', error_message: SSN_MESSAGE },
      ]);
      const later = await browser.call(saveEnrollment, {
        body: {
          enrollment_id: id,
          email: 'later@example.com',
          tab: 'benificiary_info',
          data: { beneficiaries: [{ first_name: 'Luis', ssn }] },
        },
      });
      expect(later.statusCode, ssn).toBe(400);
      expect(later.errors, ssn).toEqual([
        { target_element: 'data.beneficiaries.0.ssn', error_message: SSN_MESSAGE },
      ]);
      const personal = await browser.call(savePersonalInfo, {
        body: { enrollment_id: id, ...PERSONAL, weight: '150', height_feet: '5', height_inch: '6', ssn },
      });
      expect(personal.errors, ssn).toEqual([{ target_element: 'ssn', error_message: SSN_MESSAGE }]);
    }
    for (const column of ['benificiary_info', 'primary_info'] as const) {
      const read = await browser.ok(getEnrollmentTempInfo, { query: { enrollment_id: id, column } });
      expect({ result: read.result, draft: read.draft }, column).toEqual({ result: null, draft: null });
    }
    // A possible number is taken.
    await browser.ok(saveBeneficiaryInfo, { body: { enrollment_id: id, ...BENEFICIARIES } });
  });
});
