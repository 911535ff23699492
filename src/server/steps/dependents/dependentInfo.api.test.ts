import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD, SPOUSE } from '../../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../../testing/journey';
import { openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import {
  getDependentsExistingUserEnrollment,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '../../../contract/dependentCalls';
import { saveDependentInfo } from '../../../contract/enrollmentCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { getFormFieldsDependentPrimaryInfo } from '../../../contract/formFieldCalls';
import { getHealthQuestionsDependentInfo } from '../../../contract/healthCalls';
import { addFilterForExistingUser } from '../../../contract/memberCalls';
import { checkTabRequired } from '../../../contract/tabRequiredCalls';
import {
  L713_MESSAGE,
  MAX_DEPENDENTS_MESSAGE,
  ONE_SPOUSE_MESSAGE,
  TIER_HEADERS,
} from '../../../domain/dependentCounts';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const TERM_LIFE = 141;
const PREMIER_DENTAL = 103;
const DENTAL = 101;
/** Ethan Kim (5006) already holds 101; his enrollments buy the other dental plan. */
const MEMBER_DENTAL = 102;

/** An enrollment of the tier with one plan, checked out. */
async function enrollment(browser: TestBrowser, tier: string, planId: number): Promise<string> {
  const id = await startEnrollment(browser, { ...ADULT_FILTER, tier });
  await addCheapest(browser, id, planId);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

const child = (n: number) => ({
  ...CHILD,
  primary_info: {
    ...CHILD.primary_info,
    first_name: `Kid${'abcdefghij'[n]}`,
    ssn: `55544${String(n + 1).padStart(4, '0')}`,
  },
});
const noHealth = <T extends { health_info?: unknown }>(d: T) => {
  const { health_info: _h, ...rest } = d;
  return rest;
};

describe(`dependent information calls (${TEST_DIALECT})`, () => {
  it('get-form-fields-dependent-primary-info answers only required fields; height and weight for term life', async () => {
    const browser = t.browser();
    const dental = await enrollment(browser, 'IF', DENTAL);
    const names = async (id: string) =>
      (await browser.ok(getFormFieldsDependentPrimaryInfo, { query: { enrollment_id: id } })).result;
    const dentalFields = await names(dental);
    expect(dentalFields.map((f) => f.field_name)).toEqual([
      'first_name',
      'last_name',
      'gender',
      'birthdate',
      'ssn',
      'relationship',
    ]);
    expect(dentalFields.every((f) => f.required && !f.read_only)).toBe(true);
    expect(dentalFields.find((f) => f.field_name === 'gender')?.options).toEqual([
      { name: 'Male', value: '0' },
      { name: 'Female', value: '1' },
    ]);
    const life = await names(await enrollment(browser, 'IF', TERM_LIFE));
    expect(life.map((f) => f.field_name)).toEqual(
      expect.arrayContaining(['weight', 'height_feet', 'height_inch']),
    );
    expect(life.map((f) => f.field_name)).not.toContain('middle_name');
  });

  it('check-tab-required follows get-dynamic-tabs; get-health-questions-dependent-info asks dependents’ questions', async () => {
    const browser = t.browser();
    const dental = await enrollment(browser, 'IF', DENTAL);
    const life = await enrollment(browser, 'IF', TERM_LIFE);
    const required = async (id: string, tab: 'primary_health_info' | 'dependent_info' | 'employer_info') =>
      (await browser.ok(checkTabRequired, { query: { enrollment_id: id, tab_name: tab } })).result.required;
    expect(await required(dental, 'primary_health_info')).toBe(false);
    expect(await required(life, 'primary_health_info')).toBe(true);
    expect(await required(life, 'dependent_info')).toBe(true);
    expect(await required(life, 'employer_info')).toBe(false);
    const unknownTab = await browser.call(checkTabRequired, {
      query: { enrollment_id: life, tab_name: 'cart_info' as 'dependent_info' },
    });
    expect(unknownTab.statusCode).toBe(400);
    const questions = await browser.ok(getHealthQuestionsDependentInfo, { query: { enrollment_id: life } });
    // Keystone's own questions (171, 172) are the applicant's alone.
    expect(questions.result.codition_questions.map((q) => q.question_id)).toEqual([141, 142, 145, 146, 147]);
    expect(questions.result.medication_question?.question_id).toBe(149);
    expect(questions.result.codition_questions.every((q) => q.yes_no_flag === '0')).toBe(true);
  });

  it('validate-single-dependent: answers an id, strips empty values, keys errors by primary_info and health_info', async () => {
    const browser = t.browser();
    const id = await enrollment(browser, 'IF', TERM_LIFE);
    const body = (dependent: object) => ({ body: { enrollment_id: id, ...dependent } });
    const fresh = await browser.ok(validateSingleDependent, body(SPOUSE));
    expect(fresh.dependent_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const again = await browser.ok(
      validateSingleDependent,
      body({
        ...SPOUSE,
        dependent_id: fresh.dependent_id,
        primary_info: { ...SPOUSE.primary_info, middle_name: '' },
      }),
    );
    expect(again.dependent_id).toBe(fresh.dependent_id);

    // A card number in a name field, a missing birthdate and a Yes without its detail.
    const hostile = await browser.call(
      validateSingleDependent,
      body({
        primary_info: { ...SPOUSE.primary_info, first_name: '4111111111111111', birthdate: '' },
        health_info: {
          ...SPOUSE.health_info,
          condition_questions: SPOUSE.health_info.condition_questions.map((q, index) =>
            index === 0 ? { ...q, yes_no_flag: '1' } : q,
          ),
        },
      }),
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.errors).toEqual(
      expect.arrayContaining([
        { target_element: 'primary_info.first_name', error_message: 'Please enter valid first name' },
        { target_element: 'primary_info.birthdate', error_message: 'Field is required' },
        {
          target_element: 'health_info.condition_questions.0.conditions.0.health_condition',
          error_message: 'Field is required',
        },
      ]),
    );
    // Health is required on a term life cart: every question needs an answer.
    const unanswered = await browser.call(validateSingleDependent, body(noHealth(SPOUSE)));
    expect(unanswered.errors).toEqual([
      { target_element: 'health_info.condition_questions', error_message: 'Please answer all questions' },
      { target_element: 'health_info.medication_question', error_message: 'Please answer all questions' },
    ]);
    // A masked number stands only for this same dependent's number on file.
    const masked = await browser.call(
      validateSingleDependent,
      body({ ...SPOUSE, primary_info: { ...SPOUSE.primary_info, ssn: '•••••4321' } }),
    );
    expect(masked.errors).toEqual([
      { target_element: 'primary_info.ssn', error_message: 'Invalid Social Security Number' },
    ]);
    const shape = await browser.call(
      validateSingleDependent,
      body({ ...SPOUSE, primary_info: { employed: '1' } }),
    );
    expect(shape.statusCode).toBe(400);
  });

  it('the relationship is the tier’s: a child on Member + Spouse and a spouse on Member + Children are refused', async () => {
    const browser = t.browser();
    const spouseTier = await enrollment(browser, 'IS', DENTAL);
    const childOnIs = await browser.call(validateSingleDependent, {
      body: { enrollment_id: spouseTier, ...noHealth(CHILD) },
    });
    expect(childOnIs.errors).toEqual([
      {
        target_element: 'primary_info.relationship',
        error_message: 'A child cannot be enrolled on Member + Spouse',
      },
    ]);
    const childTier = await enrollment(browser, 'IC', DENTAL);
    const spouseOnIc = await browser.call(saveDependentInfo, {
      body: { enrollment_id: childTier, dependents: [noHealth(SPOUSE)] },
    });
    expect(spouseOnIc.errors).toEqual(
      expect.arrayContaining([
        {
          target_element: 'dependents.0.primary_info.relationship',
          error_message: 'A spouse cannot be enrolled on Member + Children',
        },
      ]),
    );
  });

  it('save-dependent-info-to-temp keeps the list as the draft; Next saves it and drops the draft', async () => {
    const browser = t.browser();
    const id = await enrollment(browser, 'IF', TERM_LIFE);
    const spouseId = (await browser.ok(validateSingleDependent, { body: { enrollment_id: id, ...SPOUSE } }))
      .dependent_id;
    const spouse = { ...SPOUSE, dependent_id: spouseId };
    // One dependent does not make a family yet, but it may be kept.
    expect(
      await browser.ok(saveDependentInfoToTemp, { body: { enrollment_id: id, dependents: [spouse] } }),
    ).toEqual({ saved: true });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'dependent_info' },
    });
    expect(read.result).toBeNull();
    const draft = read.draft as {
      dependents: { dependent_id: string; primary_info: Record<string, string> }[];
    };
    expect(draft.dependents).toHaveLength(1);
    expect(draft.dependents[0]?.dependent_id).toBe(spouseId);
    expect(draft.dependents[0]?.primary_info).toMatchObject({ ssn: '•••••4321', employed: '0' });
    expect(await openedStepText(t.deps, id, 'dependent', 'enrollment_drafts')).not.toContain('587654321');

    const tooFew = await browser.call(saveDependentInfo, {
      body: { enrollment_id: id, dependents: [spouse] },
    });
    expect(tooFew.errors).toEqual([{ target_element: 'dependents', error_message: TIER_HEADERS.IF }]);
    // The masked SSN read back is accepted for the same dependent (matched by id).
    const maskedSpouse = { ...spouse, primary_info: { ...spouse.primary_info, ssn: '•••••4321' } };
    const saved = await browser.ok(saveDependentInfo, {
      body: { enrollment_id: id, dependents: [maskedSpouse, CHILD] },
    });
    expect(saved.next_tab).toBe('billing_info');
    const after = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'dependent_info' },
    });
    expect(after.draft).toBeNull();
    const list = (
      after.result as { dependents: { dependent_id: string; primary_info: Record<string, string> }[] }
    ).dependents;
    expect(list.map((d) => d.primary_info.relationship)).toEqual(['spouse', 'child']);
    expect(list[0]?.dependent_id).toBe(spouseId);
    expect(list[1]?.dependent_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await openedStepText(t.deps, id, 'dependent')).not.toMatch(/587654321|555443333/);
  });

  it('refuses 10 dependents, a second spouse, and for premier IC a second child (the L713 message)', async () => {
    const browser = t.browser();
    const family = await enrollment(browser, 'IF', DENTAL);
    const ten = [noHealth(SPOUSE), ...Array.from({ length: 9 }, (_, n) => noHealth(child(n)))];
    for (const call of [saveDependentInfo, saveDependentInfoToTemp]) {
      const tooMany = await browser.call(call, { body: { enrollment_id: family, dependents: ten } });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.errors).toEqual([
        { target_element: 'dependents', error_message: MAX_DEPENDENTS_MESSAGE },
      ]);
      const twoSpouses = await browser.call(call, {
        body: {
          enrollment_id: family,
          dependents: [
            noHealth(SPOUSE),
            {
              ...noHealth(SPOUSE),
              primary_info: { ...SPOUSE.primary_info, first_name: 'Other', ssn: '587654322' },
            },
          ],
        },
      });
      expect(twoSpouses.errors).toEqual([
        { target_element: 'dependents', error_message: ONE_SPOUSE_MESSAGE },
      ]);
    }
    const premier = await enrollment(browser, 'IC', PREMIER_DENTAL);
    const twoChildren = [noHealth(child(1)), noHealth(child(2))];
    // Kept while the member decides which child to delete; not saved.
    expect(
      await browser.ok(saveDependentInfoToTemp, {
        body: { enrollment_id: premier, dependents: twoChildren },
      }),
    ).toEqual({ saved: true });
    const refused = await browser.call(saveDependentInfo, {
      body: { enrollment_id: premier, dependents: twoChildren },
    });
    expect(refused.errors).toEqual([{ target_element: 'dependents', error_message: L713_MESSAGE }]);
    await browser.ok(saveDependentInfo, {
      body: { enrollment_id: premier, dependents: [noHealth(child(1))] },
    });
    // Without a premier plan two children are fine.
    const plain = await enrollment(browser, 'IC', DENTAL);
    await browser.ok(saveDependentInfo, { body: { enrollment_id: plain, dependents: twoChildren } });
  });

  it('another browser’s, a submitted and a Member Only enrollment are refused', async () => {
    const owner = t.browser();
    const id = await enrollment(owner, 'IF', DENTAL);
    const stranger = t.browser();
    const query = { query: { enrollment_id: id } };
    const list = { body: { enrollment_id: id, dependents: [noHealth(SPOUSE), noHealth(CHILD)] } };
    for (const result of [
      await stranger.call(validateSingleDependent, { body: { enrollment_id: id, ...noHealth(SPOUSE) } }),
      await stranger.call(saveDependentInfoToTemp, list),
      await stranger.call(saveDependentInfo, list),
      await stranger.call(getDependentsExistingUserEnrollment, query),
      await stranger.call(getFormFieldsDependentPrimaryInfo, query),
      await stranger.call(getHealthQuestionsDependentInfo, query),
      await stranger.call(checkTabRequired, { query: { enrollment_id: id, tab_name: 'dependent_info' } }),
    ]) {
      expect(result.statusCode).toBe(404);
      expect(result.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
    }

    // Member Only with dependents left from an earlier tier: none may be checked, kept or saved.
    await owner.ok(saveDependentInfo, list);
    await owner.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IO' } });
    await t.deps.db
      .insertInto('enrollment_tabs')
      .values({
        enrollment_id: id,
        tab: 'dependent',
        data: '{"dependents":[]}',
        updated_at: '2026-11-22T12:00:00Z',
      })
      .execute();
    for (const result of [
      await owner.call(validateSingleDependent, { body: { enrollment_id: id, ...noHealth(SPOUSE) } }),
      await owner.call(saveDependentInfoToTemp, list),
      await owner.call(saveDependentInfo, list),
    ]) {
      expect(result.statusCode).toBe(409);
      expect(result.errors[0]?.error_message).toBe('Dependent Information is not part of this enrollment');
    }

    const done = await enrollment(owner, 'IF', DENTAL);
    await t.deps.db.updateTable('enrollments').set({ status: 'submitted' }).where('id', '=', done).execute();
    for (const result of [
      await owner.call(validateSingleDependent, { body: { enrollment_id: done, ...noHealth(SPOUSE) } }),
      await owner.call(saveDependentInfoToTemp, { body: { ...list.body, enrollment_id: done } }),
      await owner.call(saveDependentInfo, { body: { ...list.body, enrollment_id: done } }),
    ]) {
      expect(result.statusCode).toBe(409);
      expect(result.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'This enrollment has already been submitted' },
      ]);
    }
  });

  it('get-dependents-existing-user-enrollment: a current member’s dependents that fit the tier, saved back as they are', async () => {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    const memberEnrollment = async (tier: string, planId: number) => {
      const created = await rep.ok(addFilterForExistingUser, {
        body: { user_id: 5006, tier, eprocess: 'rep' },
      });
      const id = created.temp_enrollment_id;
      await addCheapest(rep, id, planId);
      const dates = await rep.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
      await rep.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
      return id;
    };
    const onFile = async (id: string) =>
      (await rep.ok(getDependentsExistingUserEnrollment, { query: { enrollment_id: id } })).result.dependents;
    const family = await memberEnrollment('IF', MEMBER_DENTAL);
    const all = await onFile(family);
    expect(all.map((d) => [d.dependent_id, d.primary_info.first_name, d.primary_info.relationship])).toEqual([
      ['md5006wife', 'Hannah', 'spouse'],
      ['md5006leo1', 'Leo', 'child'],
      ['md5006maya', 'Maya', 'child'],
    ]);
    expect(all[0]?.primary_info.ssn).toBe('•••••0001');
    // No health questions for a dental cart: no health answers either.
    expect(all[0]?.health_info).toBeUndefined();
    // The masked numbers on file are accepted back for the same dependents.
    expect(
      (await rep.ok(saveDependentInfo, { body: { enrollment_id: family, dependents: all } })).next_tab,
    ).toBe('billing_info');
    const swapped = all.map((d, index) => ({
      ...d,
      dependent_id: all[(index + 1) % all.length]!.dependent_id,
    }));
    const refused = await rep.call(saveDependentInfo, {
      body: { enrollment_id: family, dependents: swapped },
    });
    expect(refused.errors).toEqual([
      { target_element: 'dependents.0.primary_info.ssn', error_message: 'Invalid Social Security Number' },
    ]);

    expect(
      (await onFile(await memberEnrollment('IS', MEMBER_DENTAL))).map((d) => d.primary_info.first_name),
    ).toEqual(['Hannah']);
    expect(
      (await onFile(await memberEnrollment('IC', MEMBER_DENTAL))).map((d) => d.primary_info.first_name),
    ).toEqual(['Leo', 'Maya']);
    expect(await onFile(await memberEnrollment('IO', MEMBER_DENTAL))).toEqual([]);

    // With health questions required, empty answers on file start as No to every question.
    const life = await memberEnrollment('IF', TERM_LIFE);
    const withHealth = await onFile(life);
    const health = withHealth[0]?.health_info;
    expect(health?.condition_questions.map((q) => [q.question_id, q.yes_no_flag])).toEqual([
      [141, '0'],
      [142, '0'],
      [145, '0'],
      [146, '0'],
      [147, '0'],
    ]);
    expect(health?.medication_question).toMatchObject({
      question_id: 149,
      yes_no_flag: '0',
      medications: [],
    });

    const newcomer = t.browser();
    const notMember = await newcomer.call(getDependentsExistingUserEnrollment, {
      query: { enrollment_id: await enrollment(newcomer, 'IF', DENTAL) },
    });
    expect(notMember.statusCode).toBe(404);
  });
});
