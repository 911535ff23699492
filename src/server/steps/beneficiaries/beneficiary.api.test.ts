import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENEFICIARIES } from '../../../../testing/fixtures';
import {
  ADULT_FILTER,
  addCheapest,
  checkedOutEnrollment,
  startEnrollment,
} from '../../../../testing/journey';
import { openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import {
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  NO_BENEFICIARIES_ON_FILE,
  validateSingleBeneficiary,
} from '../../../contract/beneficiaryCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { saveBeneficiaryInfo } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { addFilterForMember } from '../../../contract/memberCalls';
import { memberLinkToken } from '../../access/memberLinks';
import { fromJsonText } from '../../db/json';
import { openJson, sealJson } from '../../db/sealedJson';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const TERM_LIFE = 141;
const PERSON = BENEFICIARIES.beneficiaries[0]!;
const ID = /^[A-Za-z0-9_-]{12}$/;

async function checkOut(browser: TestBrowser, id: string): Promise<string> {
  await addCheapest(browser, id, TERM_LIFE);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/** A new applicant's enrollment with term life: the beneficiary step is part of it. */
const lifeEnrollment = async (browser: TestBrowser) =>
  checkOut(browser, await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IF' }));

/** Member 5001's own enrollment (from their member link) with term life. */
async function memberEnrollment(browser: TestBrowser): Promise<string> {
  const token = memberLinkToken(t.deps.secretBox, 5001, t.deps.now());
  const created = await browser.ok(addFilterForMember, { body: { user_id: token, tier: 'IF' } });
  return checkOut(browser, created.temp_enrollment_id);
}

const stored = async (id: string, table: 'enrollment_tabs' | 'enrollment_drafts' = 'enrollment_tabs') => {
  const data = await openedStepText(t.deps, id, 'beneficiary', table);
  return data === undefined ? undefined : { data };
};

const validate = (browser: TestBrowser, id: string, entry: Record<string, unknown>) =>
  browser.call(validateSingleBeneficiary, { body: { enrollment_id: id, ...entry } });

describe(`beneficiaries (${TEST_DIALECT})`, () => {
  it('get-beneficiary-relationships answers the option list, in order', async () => {
    const answer = await t.browser().ok(getBeneficiaryRelationships);
    expect(answer.result.slice(0, 3)).toEqual([
      { name: 'Spouse', value: 'Spouse' },
      { name: 'Child', value: 'Child' },
      { name: 'Parent', value: 'Parent' },
    ]);
    expect(answer.result).toHaveLength(10);
  });

  it('validate-single-beneficiary answers a new id for a new entry, the same id for a known one, and stores nothing', async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const first = await validate(browser, id, PERSON);
    expect(first.statusCode).toBe(200);
    expect(first.data?.beneficiary_id).toMatch(ID);
    const second = await validate(browser, id, PERSON);
    expect(second.data?.beneficiary_id).not.toBe(first.data?.beneficiary_id);
    const again = await validate(browser, id, { ...PERSON, beneficiary_id: first.data?.beneficiary_id });
    expect(again.data).toEqual({ beneficiary_id: first.data?.beneficiary_id });
    expect(await stored(id)).toBeUndefined();
    expect(await stored(id, 'enrollment_drafts')).toBeUndefined();
  });

  it("validate-single-beneficiary says what is wrong at the entry's own fields, in the spec's words", async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { beneficiary_percentage: '0' },
        'beneficiary_percentage',
        'Beneficiary percentage should not be 0 or more than 100',
      ],
      [
        { beneficiary_percentage: '101' },
        'beneficiary_percentage',
        'Beneficiary percentage should not be 0 or more than 100',
      ],
      [
        { beneficiary_percentage: '5%' },
        'beneficiary_percentage',
        'Beneficiary percentage should not be 0 or more than 100',
      ],
      [{ ssn: '12345678' }, 'ssn', 'Invalid Social Security Number'],
      [{ ssn: '12345678a' }, 'ssn', 'Invalid Social Security Number'],
      [{ first_name: 'L1uis' }, 'first_name', 'Please enter valid first name'],
      [{ first_name: '' }, 'first_name', 'Field is required'],
      [{ last_name: undefined }, 'last_name', 'Field is required'],
      [{ relationship: '' }, 'relationship', 'Field is required'],
      [{ relationship: 'Landlord' }, 'relationship', 'Choose one of the options'],
      [{ birthdate: '01/01/2030' }, 'birthdate', 'Date cannot be in the future'],
      [{ birthdate: '02/30/1984' }, 'birthdate', 'Enter the date as mm/dd/yyyy'],
    ];
    for (const [change, target, message] of cases) {
      const answer = await validate(browser, id, { ...PERSON, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.errors, JSON.stringify(change)).toEqual([
        { target_element: target, error_message: message },
      ]);
    }
  });

  it('validate-single-beneficiary refuses hostile input with a 400 at the field, never a 500', async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const hostile: [Record<string, unknown>, string][] = [
      [{ beneficiary_id: '../../etc/passwd' }, 'beneficiary_id'],
      [{ beneficiary_id: 'x'.repeat(41) }, 'beneficiary_id'],
      [{ beneficiary_id: 42 }, 'beneficiary_id'],
      [{ first_name: 'A'.repeat(5000) }, 'first_name'],
      [{ first_name: '<script>alert(1)</script>' }, 'first_name'],
      [{ ssn: 123456789 }, 'ssn'],
      [{ relationship: { $ne: '' } }, 'relationship'],
      [{ beneficiary_percentage: ['100'] }, 'beneficiary_percentage'],
      [{ enrollment_id: "' OR 1=1 --" }, 'enrollment_id'],
    ];
    for (const [change, target] of hostile) {
      const answer = await validate(browser, id, { ...PERSON, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.errors[0]?.target_element, JSON.stringify(change)).toBe(target);
    }
    // Fields the step does not know are dropped, not stored or echoed.
    const extra = await validate(browser, id, { ...PERSON, is_admin: true });
    expect(extra.data).toEqual({ beneficiary_id: expect.stringMatching(ID) });
  });

  it('validate-single-beneficiary takes a masked SSN only for the entry with the same id', async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const ana = await validate(browser, id, {
      ...PERSON,
      first_name: 'Ana',
      ssn: '111223333',
      beneficiary_percentage: '40',
    });
    const ben = await validate(browser, id, {
      ...PERSON,
      first_name: 'Ben',
      ssn: '444556666',
      beneficiary_percentage: '60',
    });
    await browser.ok(saveBeneficiaryInfo, {
      body: {
        enrollment_id: id,
        beneficiaries: [
          {
            ...PERSON,
            beneficiary_id: ana.data?.beneficiary_id,
            first_name: 'Ana',
            ssn: '111223333',
            beneficiary_percentage: '40',
          },
          {
            ...PERSON,
            beneficiary_id: ben.data?.beneficiary_id,
            first_name: 'Ben',
            ssn: '444556666',
            beneficiary_percentage: '60',
          },
        ],
      },
    });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'benificiary_info' },
    });
    const [savedAna, savedBen] = (read.result as { beneficiaries: Record<string, string>[] }).beneficiaries;
    // The ids the browser got from the check are the ones stored.
    expect(savedAna).toMatchObject({ beneficiary_id: ana.data?.beneficiary_id, ssn: '•••••3333' });
    expect(savedBen).toMatchObject({ beneficiary_id: ben.data?.beneficiary_id, ssn: '•••••6666' });

    expect((await validate(browser, id, savedBen!)).data).toEqual({
      beneficiary_id: ben.data?.beneficiary_id,
    });
    const swapped = await validate(browser, id, { ...savedBen, beneficiary_id: ana.data?.beneficiary_id });
    expect(swapped.errors).toEqual([
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
    const { beneficiary_id: _, ...asNew } = savedBen!;
    const newWithMask = await validate(browser, id, asNew);
    expect(newWithMask.errors).toEqual([
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
  });

  it("save-beneficiary-info: the list's messages, and masks matched by id after a delete", async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const save = (beneficiaries: Record<string, unknown>[]) =>
      browser.call(saveBeneficiaryInfo, { body: { enrollment_id: id, beneficiaries } });
    const at = (percentage: string, extra: Record<string, unknown> = {}) => ({
      ...PERSON,
      beneficiary_percentage: percentage,
      ...extra,
    });
    expect((await save([])).errors).toEqual([
      { target_element: 'beneficiaries', error_message: 'Please add your beneficiaries before continuing' },
    ]);
    expect((await save([at('50'), at('30')])).errors).toEqual([
      {
        target_element: 'beneficiaries',
        error_message: 'Your total Beneficiary Percentage is 80 and it Should not be less than 100%',
      },
    ]);
    expect((await save([at('50'), at('60')])).errors).toEqual([
      {
        target_element: 'beneficiaries',
        error_message: 'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
      },
    ]);
    expect((await save([at('25'), at('25'), at('25'), at('25')])).errors).toEqual([
      { target_element: 'beneficiaries', error_message: 'Maximum allowed number of beneficiaries is 3' },
    ]);
    expect((await save([at('100', { ssn: '12' })])).errors).toEqual([
      { target_element: 'beneficiaries.0.ssn', error_message: 'Invalid Social Security Number' },
    ]);
    expect((await save([at('100', { first_name: '' })])).errors).toEqual([
      { target_element: 'beneficiaries.0.first_name', error_message: 'Field is required' },
    ]);
    // One id names one person: the same id twice is refused rather than given one number.
    const twice = await save([
      at('50', { beneficiary_id: 'same01' }),
      at('50', { beneficiary_id: 'same01' }),
    ]);
    expect(twice.errors).toEqual([
      { target_element: 'beneficiaries.1.beneficiary_id', error_message: 'This entry is listed twice' },
    ]);
    expect(await stored(id)).toBeUndefined();

    await browser.ok(saveBeneficiaryInfo, {
      body: {
        enrollment_id: id,
        beneficiaries: [
          at('50', { first_name: 'Ana', ssn: '111223333' }),
          at('30', { first_name: 'Ben', ssn: '444556666' }),
          at('20', { first_name: 'Cy', ssn: '777889999' }),
        ],
      },
    });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'benificiary_info' },
    });
    const [, ben, cy] = (read.result as { beneficiaries: Record<string, string>[] }).beneficiaries;
    // Ana deleted, Ben and Cy sent back masked, in another order.
    await browser.ok(saveBeneficiaryInfo, {
      body: {
        enrollment_id: id,
        beneficiaries: [
          { ...cy, beneficiary_percentage: '40' },
          { ...ben, beneficiary_percentage: '60' },
        ],
      },
    });
    const row = await stored(id);
    const list = fromJsonText<{ beneficiaries: { first_name: string; ssn: string }[] }>(
      row!.data,
    ).beneficiaries;
    expect(list.map((b) => [b.first_name, t.deps.secretBox.open(b.ssn)])).toEqual([
      ['Cy', '777889999'],
      ['Ben', '444556666'],
    ]);
  });

  it("get-beneficiaries-existing-user-enrollment answers a current member's beneficiaries, masked, which save as they are", async () => {
    const browser = t.browser();
    const id = await memberEnrollment(browser);
    // The member's beneficiary on file gets a number, sealed as every number at rest is.
    const profile = await t.deps.db
      .selectFrom('member_profiles')
      .select('data')
      .where('member_id', '=', 5001)
      .where('tab', '=', 'beneficiary')
      .executeTakeFirstOrThrow();
    const doc = openJson<{ beneficiaries: Record<string, string>[] }>(t.deps.secretBox, profile.data);
    const onFile: Record<string, string> = {
      ...doc.beneficiaries[0],
      ssn: t.deps.secretBox.seal('222334444'),
    };
    await t.deps.db
      .updateTable('member_profiles')
      .set({ data: sealJson(t.deps.secretBox, { beneficiaries: [onFile] }) })
      .where('member_id', '=', 5001)
      .where('tab', '=', 'beneficiary')
      .execute();

    const answer = await browser.ok(getBeneficiariesExistingUserEnrollment, { query: { enrollment_id: id } });
    expect(answer.result).toEqual([
      {
        beneficiary_id: 'mb5001a',
        first_name: onFile.first_name,
        middle_name: '',
        last_name: onFile.last_name,
        birthdate: '05/14/1980',
        ssn: '•••••4444',
        relationship: 'Spouse',
        beneficiary_percentage: '100',
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('222334444');
    const entry = answer.result[0]!;
    expect((await validate(browser, id, entry)).data).toEqual({ beneficiary_id: 'mb5001a' });
    expect((await validate(browser, id, { ...entry, beneficiary_id: 'other1' })).errors).toEqual([
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
    await browser.ok(saveBeneficiaryInfo, { body: { enrollment_id: id, beneficiaries: [entry] } });
    const row = await stored(id);
    const saved = fromJsonText<{ beneficiaries: { beneficiary_id: string; ssn: string }[] }>(row!.data);
    expect(saved.beneficiaries[0]?.beneficiary_id).toBe('mb5001a');
    expect(t.deps.secretBox.open(saved.beneficiaries[0]!.ssn)).toBe('222334444');
  });

  it("get-beneficiaries-existing-user-enrollment is a 404 for a new applicant's enrollment", async () => {
    const browser = t.browser();
    const id = await lifeEnrollment(browser);
    const answer = await browser.call(getBeneficiariesExistingUserEnrollment, {
      query: { enrollment_id: id },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.errors).toEqual([
      { target_element: 'enrollment_id', error_message: NO_BENEFICIARIES_ON_FILE },
    ]);
  });

  it("another browser's enrollment is not found by any of them, and a step the cart does not need is refused", async () => {
    const owner = t.browser();
    const member = await memberEnrollment(owner);
    const life = await lifeEnrollment(owner);
    const stranger = t.browser();
    await startEnrollment(stranger);
    const notFound = [{ target_element: 'enrollment_id', error_message: 'Enrollment not found' }];
    const onFile = await stranger.call(getBeneficiariesExistingUserEnrollment, {
      query: { enrollment_id: member },
    });
    expect([onFile.statusCode, onFile.errors]).toEqual([404, notFound]);
    const check = await validate(stranger, life, PERSON);
    expect([check.statusCode, check.errors]).toEqual([404, notFound]);
    const save = await stranger.call(saveBeneficiaryInfo, {
      body: { enrollment_id: life, ...BENEFICIARIES },
    });
    expect([save.statusCode, save.errors]).toEqual([404, notFound]);

    const dental = await checkedOutEnrollment(owner);
    const noStep = await validate(owner, dental, PERSON);
    expect(noStep.statusCode).toBe(409);
    expect(noStep.errors).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'Beneficiary Information is not part of this enrollment',
      },
    ]);
  });
});
