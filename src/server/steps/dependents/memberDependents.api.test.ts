import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest } from '../../../../testing/journey';
import { openedStepText } from '../../../../testing/storedSteps';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { signIn } from '../../../contract/authCalls';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import {
  type DependentWire,
  getDependentsExistingUserEnrollment,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '../../../contract/dependentCalls';
import { saveDependentInfo } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { addFilterForExistingUser } from '../../../contract/memberCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

/**
 * Issue 26: a current member's dependents on file lack what the cart asks (weight and height for
 * term life). Next names every missing field of every dependent; the list kept after an edit is a
 * draft, so one dependent's edit is kept while the others are still incomplete.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

/** Keystone term life asks each dependent's weight and height (demoFormConfig.ts). */
const TERM_LIFE = 141;
const BODY = ['weight', 'height_feet', 'height_inch'] as const;
const BODY_FILLED = { weight: '90', height_feet: '4', height_inch: '6' };

/** Ethan Kim's (5006) Family enrollment with term life, started by his rep. */
async function memberFamily(rep: TestBrowser): Promise<string> {
  const created = await rep.ok(addFilterForExistingUser, {
    body: { user_id: 5006, tier: 'IF', eprocess: 'rep' },
  });
  const id = created.temp_enrollment_id;
  await addCheapest(rep, id, TERM_LIFE);
  const dates = await rep.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await rep.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return id;
}

/** The field errors Next gives for a dependent's missing weight and height, by place in the list. */
const missingBody = (indexes: number[]) =>
  indexes.flatMap((index) =>
    BODY.map((field) => ({
      target_element: `dependents.${index}.primary_info.${field}`,
      error_message: 'Field is required',
    })),
  );

const withBody = (dependent: DependentWire): DependentWire => ({
  ...dependent,
  primary_info: { ...dependent.primary_info, ...BODY_FILLED },
});

type Draft = { dependents: DependentWire[] } | null;

describe(`a current member's dependents on file with missing fields (${TEST_DIALECT})`, () => {
  it('Next names every missing field of every dependent; an edit is kept while the others are incomplete', async () => {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    const id = await memberFamily(rep);
    const onFile = (await rep.ok(getDependentsExistingUserEnrollment, { query: { enrollment_id: id } }))
      .result.dependents;
    expect(onFile.map((d) => d.primary_info.first_name)).toEqual(['Hannah', 'Leo', 'Maya']);
    expect(onFile.every((d) => d.primary_info.weight === undefined)).toBe(true);

    // Next: one entry per missing field of every dependent, not only the last.
    const next = await rep.call(saveDependentInfo, { body: { enrollment_id: id, dependents: onFile } });
    expect(next.statusCode).toBe(400);
    expect(next.errors).toEqual(missingBody([0, 1, 2]));

    // Leo is edited: complete on his own, and kept while Hannah and Maya still lack their weight.
    const leo = withBody(onFile[1]!);
    expect(
      (await rep.ok(validateSingleDependent, { body: { enrollment_id: id, ...leo } })).dependent_id,
    ).toBe(leo.dependent_id);
    const edited = [onFile[0]!, leo, onFile[2]!];
    expect(
      await rep.ok(saveDependentInfoToTemp, { body: { enrollment_id: id, dependents: edited } }),
    ).toEqual({
      saved: true,
    });

    // What a reload reads: Leo's edit, the others as on file, SSNs masked; sealed in the store.
    const readDraft = async () =>
      (await rep.ok(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'dependent_info' } }))
        .draft as Draft;
    const draft = await readDraft();
    expect(draft?.dependents.map((d) => [d.dependent_id, d.primary_info.weight])).toEqual([
      ['md5006wife', undefined],
      ['md5006leo1', '90'],
      ['md5006maya', undefined],
    ]);
    expect(draft?.dependents.map((d) => d.primary_info.ssn)).toEqual(['•••••0001', '•••••0002', '•••••0003']);
    expect(await openedStepText(t.deps, id, 'dependent', 'enrollment_drafts')).not.toMatch(/51234000[123]/);

    // Next from the draft as read back: only Hannah's and Maya's fields are left.
    const still = await rep.call(saveDependentInfo, {
      body: { enrollment_id: id, dependents: draft?.dependents ?? [] },
    });
    expect(still.errors).toEqual(missingBody([0, 2]));

    // A draft still refuses what is wrong, rather than missing, and keeps the one before.
    const hostile: [string, Record<string, unknown>, string][] = [
      ['weight', { weight: '1000' }, 'At most 3 characters'],
      ['weight', { weight: '0' }, 'Weight cannot be zero or less'],
      ['first_name', { first_name: '<script>alert(1)</script>' }, 'Please enter valid first name'],
      ['first_name', { first_name: '4111111111111111' }, 'Please enter valid first name'],
      ['ssn', { ssn: '000000000' }, 'Invalid Social Security Number'],
      ['ssn', { ssn: '•••••9999' }, 'Invalid Social Security Number'],
      ['birthdate', { birthdate: '02/30/2015' }, 'Enter the date as mm/dd/yyyy'],
    ];
    for (const [field, change, message] of hostile) {
      const bad = { ...leo, primary_info: { ...leo.primary_info, ...change } } as DependentWire;
      const refused = await rep.call(saveDependentInfoToTemp, {
        body: { enrollment_id: id, dependents: [onFile[0]!, bad, onFile[2]!] },
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.errors, JSON.stringify(change)).toEqual([
        { target_element: `dependents.1.primary_info.${field}`, error_message: message },
      ]);
    }
    const wrongType = await rep.call(saveDependentInfoToTemp, {
      body: {
        enrollment_id: id,
        dependents: [{ ...leo, primary_info: { ...leo.primary_info, weight: 90 as unknown as string } }],
      },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await readDraft()).toEqual(draft);

    // Every dependent completed: Next goes on, and the numbers on file are kept.
    const all = onFile.map(withBody);
    const saved = await rep.ok(saveDependentInfo, { body: { enrollment_id: id, dependents: all } });
    expect(saved.next_tab).toBe('billing_info');
    const result = (
      await rep.ok(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'dependent_info' } })
    ).result as { dependents: DependentWire[] };
    expect(result.dependents.map((d) => [d.primary_info.ssn, d.primary_info.weight])).toEqual([
      ['•••••0001', '90'],
      ['•••••0002', '90'],
      ['•••••0003', '90'],
    ]);
  });
});
