import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import {
  SCREENSHOT_FORMAT_MESSAGE,
  SCREENSHOT_MAX_CHARS,
  SCREENSHOT_NAME_MESSAGE,
  SCREENSHOT_TOO_LARGE_MESSAGE,
  saveScreenshot,
} from '../../../contract/screenshotCalls';
import { SUBMITTED_MESSAGE } from '../../access/enrollmentAccess';
import { SCREENSHOT_LIMIT_MESSAGE, SCREENSHOT_WINDOW_MS, SCREENSHOTS_PER_WINDOW } from './stepScreenshots';

let t: TestApp;
let clock = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A real 1×1 PNG; extra bytes after its end make each picture different (and as large as wanted). */
const ONE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngWith = (extra: Buffer) => Buffer.concat([ONE_PIXEL, extra]);
const dataUrlOf = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function rowsOf(id: string) {
  return t.deps.db
    .selectFrom('screenshots')
    .selectAll()
    .where('enrollment_id', '=', id)
    .orderBy('name')
    .execute();
}

async function send(browser: TestBrowser, id: string, name: string, image: string) {
  return browser.call(saveScreenshot, { body: { enrollment_id: id, name: name as 'review_info', image } });
}

describe(`save-screenshot (${TEST_DIALECT})`, () => {
  it('keeps the picture sealed in the blob store under the data folder; opening it gives the PNG back', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const marker = randomBytes(64);
    const png = pngWith(marker);
    const result = await send(browser, id, 'review_info', dataUrlOf(png));
    expect(result.statusCode).toBe(200);
    expect(result.data).toEqual({ name: 'review_info', bytes: png.length });

    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ name: 'review_info', bytes: png.length, taken_at: clock.toISOString() });
    const key = row?.blob_key ?? '';
    expect(t.deps.config.blobDir.startsWith(t.deps.config.dataDir)).toBe(true);
    const onDisk = fs.readFileSync(path.join(t.deps.config.blobDir, key));
    expect(onDisk.includes(marker)).toBe(false);
    expect(onDisk.includes(ONE_PIXEL.subarray(0, 8))).toBe(false);
    expect(onDisk.toString('latin1')).not.toContain(png.toString('base64').slice(0, 40));

    const stored = await t.deps.blobs.get(key);
    expect(stored && t.deps.secretBox.openBytes(stored).equals(png)).toBe(true);
  });

  it("keeps only a step's newest picture; the spec's tab names are the same step as the stored ones", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const first = pngWith(randomBytes(16));
    await browser.ok(saveScreenshot, {
      body: { enrollment_id: id, name: 'payment_info', image: dataUrlOf(first) },
    });
    const [before] = await rowsOf(id);
    const second = pngWith(randomBytes(32));
    const answer = await browser.ok(saveScreenshot, {
      body: { enrollment_id: id, name: 'billing_info', image: dataUrlOf(second) },
    });
    expect(answer.name).toBe('payment_info');

    const after = await rowsOf(id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: 'payment_info', bytes: second.length });
    expect(after[0]?.blob_key).not.toBe(before?.blob_key);
    expect(await t.deps.blobs.get(before?.blob_key ?? '')).toBeNull();
    const stored = await t.deps.blobs.get(after[0]?.blob_key ?? '');
    expect(stored && t.deps.secretBox.openBytes(stored).equals(second)).toBe(true);

    await browser.ok(saveScreenshot, {
      body: { enrollment_id: id, name: 'agreement_info', image: dataUrlOf(first) },
    });
    expect((await rowsOf(id)).map((row) => row.name)).toEqual(['aggrement_info', 'payment_info']);
  });

  it('refuses what is not a PNG, an unknown step and a picture over the cap, each with a 4xx at its field', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const notPng = await send(browser, id, 'review_info', dataUrlOf(gif));
    expect(notPng.statusCode).toBe(400);
    expect(notPng.errors).toEqual([{ target_element: 'image', error_message: SCREENSHOT_FORMAT_MESSAGE }]);

    const jpegType = await send(
      browser,
      id,
      'review_info',
      `data:image/jpeg;base64,${ONE_PIXEL.toString('base64')}`,
    );
    expect(jpegType.errors).toEqual([{ target_element: 'image', error_message: SCREENSHOT_FORMAT_MESSAGE }]);

    const unknown = await send(browser, id, 'cart_info', dataUrlOf(ONE_PIXEL));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.errors).toEqual([{ target_element: 'name', error_message: SCREENSHOT_NAME_MESSAGE }]);

    // Just over the cap, still inside the route's body limit: the field says why.
    const overCap = dataUrlOf(pngWith(randomBytes(Math.ceil((SCREENSHOT_MAX_CHARS * 3) / 4))));
    expect(overCap.length).toBeGreaterThan(SCREENSHOT_MAX_CHARS);
    const tooLarge = await send(browser, id, 'review_info', overCap.slice(0, SCREENSHOT_MAX_CHARS + 4));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.errors[0]).toEqual({
      target_element: 'image',
      error_message: SCREENSHOT_TOO_LARGE_MESSAGE,
    });

    // Far over the cap: refused by the body limit before it is read.
    const huge = await send(browser, id, 'review_info', overCap + overCap);
    expect(huge.statusCode).toBe(413);
    expect(huge.errors).toEqual([{ target_element: 'body', error_message: 'The request is too large' }]);

    // A picture just under the cap is taken: the per-route limit is above the app's 512 KB.
    const nearCap = dataUrlOf(pngWith(randomBytes(Math.floor((SCREENSHOT_MAX_CHARS * 3) / 4) - 200)));
    expect(nearCap.length).toBeLessThanOrEqual(SCREENSHOT_MAX_CHARS);
    expect((await send(browser, id, 'review_info', nearCap)).statusCode).toBe(200);
    expect((await rowsOf(id)).map((row) => row.name)).toEqual(['review_info']);
  });

  it(`takes at most ${SCREENSHOTS_PER_WINDOW} pictures per enrollment in 10 minutes`, async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const image = dataUrlOf(ONE_PIXEL);
    for (let i = 0; i < SCREENSHOTS_PER_WINDOW; i += 1) {
      expect((await send(browser, id, 'contact_info', image)).statusCode).toBe(200);
    }
    const refused = await send(browser, id, 'primary_info', image);
    expect(refused.statusCode).toBe(429);
    expect(refused.errors).toEqual([{ target_element: 'image', error_message: SCREENSHOT_LIMIT_MESSAGE }]);
    expect((await rowsOf(id)).map((row) => row.name)).toEqual(['contact_info']);

    const other = t.browser();
    const otherId = await startEnrollment(other);
    expect((await send(other, otherId, 'primary_info', image)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + SCREENSHOT_WINDOW_MS + 1000);
    expect((await send(browser, id, 'primary_info', image)).statusCode).toBe(200);
    const uploads = await t.deps.db
      .selectFrom('screenshot_uploads')
      .select('id')
      .where('enrollment_id', '=', id)
      .execute();
    expect(uploads).toHaveLength(1);
  });

  it('answers another browser 404 and a submitted enrollment 409, keeping nothing', async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    const image = dataUrlOf(ONE_PIXEL);
    for (const stranger of [t.browser(), t.browser()]) {
      await startEnrollment(stranger);
      const result = await send(stranger, id, 'review_info', image);
      expect(result.statusCode).toBe(404);
      expect(result.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
    }
    await t.deps.db.updateTable('enrollments').set({ status: 'submitted' }).where('id', '=', id).execute();
    const late = await send(owner, id, 'review_info', image);
    expect(late.statusCode).toBe(409);
    expect(late.errors).toEqual([{ target_element: 'enrollment_id', error_message: SUBMITTED_MESSAGE }]);
    expect(await rowsOf(id)).toEqual([]);
  });
});
