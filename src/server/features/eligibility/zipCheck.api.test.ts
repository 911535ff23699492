import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { validateZipCode } from '../../../contract/filterCalls';
import { INVALID_ZIP } from '../../../domain/forms/eligibilityForm';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`validate-zip-code and the external zip validation (${TEST_DIALECT})`, () => {
  it('asks the zip check adapter after the dataset, and shows its refusal at the field', async () => {
    const browser = t.browser();
    expect(await browser.ok(validateZipCode, { query: { zip_code: '90210' } })).toMatchObject({
      state_abbreviation: 'CA',
    });
    const original = t.deps.contactChecks.zip;
    const asked: string[] = [];
    t.deps.contactChecks.zip = {
      async check(zip) {
        asked.push(zip);
        return { ok: false, message: INVALID_ZIP };
      },
    };
    try {
      const refused = await browser.call(validateZipCode, { query: { zip_code: '90210' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.errors).toEqual([{ target_element: 'zip_code', error_message: INVALID_ZIP }]);
      expect(asked).toEqual(['90210']);
      // Hostile input never reaches the service.
      const hostile = await browser.call(validateZipCode, { query: { zip_code: "9'; DROP" } });
      expect(hostile.statusCode).toBe(400);
      expect(asked).toEqual(['90210']);
    } finally {
      t.deps.contactChecks.zip = original;
    }
  });
});
