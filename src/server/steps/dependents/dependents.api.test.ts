import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPENDENTS } from '../../../../testing/fixtures';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../../contract/cartCalls';
import { deleteDependentInIo } from '../../../contract/dependentCalls';
import { saveDependentInfo } from '../../../contract/enrollmentCalls';
import { changeFilterInfo, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { DEPENDENTS_NEEDED } from './dependentHandlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`dependents and Member Only (${TEST_DIALECT})`, () => {
  it('a change to Member Only removes the dependents; delete-dependent-in-IO is refused for other tiers', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser, { ...ADULT_FILTER, tier: 'IS' });
    await addCheapest(browser, id);
    const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
    await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
    await browser.ok(saveDependentInfo, { body: { enrollment_id: id, ...DEPENDENTS } });

    const refused = await browser.call(deleteDependentInIo, { body: { enrollment_id: id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.errors).toEqual([{ target_element: 'enrollment_id', error_message: DEPENDENTS_NEEDED }]);
    const kept = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'dependent_info' },
    });
    expect(kept.result).not.toBeNull();

    await browser.ok(changeFilterInfo, { params: { tempId: id }, body: { tier: 'IO' } });
    const gone = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'dependent_info' },
    });
    expect(gone.result).toBeNull();
    expect(await browser.ok(deleteDependentInIo, { body: { enrollment_id: id } })).toEqual({
      deleted: false,
    });
  });

  it('delete-dependent-in-IO removes dependents left from an earlier tier', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await t.deps.db
      .insertInto('enrollment_tabs')
      .values({
        enrollment_id: id,
        tab: 'dependent',
        data: '{"dependents":[]}',
        updated_at: '2026-11-22T12:00:00Z',
      })
      .execute();
    expect(await browser.ok(deleteDependentInIo, { body: { enrollment_id: id } })).toEqual({ deleted: true });
    const hostile = await browser.call(deleteDependentInIo, { body: { enrollment_id: "1' OR '1'='1" } });
    expect(hostile.statusCode).toBe(400);
  });
});
