import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, PERSONAL } from '../../../testing/fixtures';
import { checkedOutEnrollment } from '../../../testing/journey';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { saveContactInfo, savePersonalInfo } from '../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { NAME_SCRIPT_MESSAGE, POSTAL_SCRIPT_MESSAGE } from '../../domain/postalScript';
import { carrierFolders } from '../adapters/carrierFolders';
import { feedContextOf, runFeedRound } from '../feed/feedWorker';

/** Issue 38: the names people have are kept as given, sent in the 834 in the basic character set. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const JOSE = { first_name: 'José', last_name: 'Nguyễn-O’Brien' };
const HARBORLINE = 1;

describe(`names and addresses (${TEST_DIALECT})`, () => {
  it('Personal Information takes José Nguyễn-O’Brien and gives the name back as given', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    await browser.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL, ...JOSE } });
    const read = await browser.ok(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'primary_info' },
    });
    expect(read.result).toMatchObject(JOSE);

    const digits = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, first_name: 'J0sé' },
    });
    expect(digits.statusCode).toBe(400);
    expect(digits.errors).toEqual([
      { target_element: 'first_name', error_message: 'Please enter valid first name' },
    ]);
    const cyrillic = await browser.call(savePersonalInfo, {
      body: { enrollment_id: id, ...PERSONAL, first_name: 'Иван' },
    });
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.errors).toEqual([{ target_element: 'first_name', error_message: NAME_SCRIPT_MESSAGE }]);
  });

  it('refuses an address in a script the mail cannot take, at its field, and takes one with accents', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const refused = await browser.call(saveContactInfo, {
      body: { enrollment_id: id, ...CONTACT, address1: 'ул. Ленина, 5', city: '東京' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual([
      { target_element: 'address1', error_message: POSTAL_SCRIPT_MESSAGE },
      { target_element: 'city', error_message: POSTAL_SCRIPT_MESSAGE },
    ]);
    await browser.ok(saveContactInfo, {
      body: { enrollment_id: id, ...CONTACT, address1: '12 Calle Peña', city: 'Española' },
    });
  });

  it("sends the name in the 834 as JOSE NGUYEN-O'BRIEN", async () => {
    const family = await submitFamily(t, JOSE);
    await runFeedRound(feedContextOf(t.deps), () => {}, new Set());
    const folder = carrierFolders(t.deps.config.dataDir, HARBORLINE).outbound;
    const sent = fs
      .readdirSync(folder)
      .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
      .find((text) => text.includes(family.policyId));
    expect(sent).toContain("NM1*IL*1*NGUYEN-O'BRIEN*JOSE****34*123456789~");
  });
});
