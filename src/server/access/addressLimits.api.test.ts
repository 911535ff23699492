import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, checkedOutEnrollment, saveStepsToReview } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { signIn } from '../../contract/authCalls';
import { validatePhoneNumverify } from '../../contract/contactCheckCalls';
import { saveEnrollerCode } from '../../contract/enrollerCodeCalls';
import { saveReviewInfo } from '../../contract/enrollmentCalls';
import { addFilterForNewUser } from '../../contract/filterCalls';
import { saveEnrollment } from '../../contract/saveEnrollmentCalls';
import { saveScreenshot } from '../../contract/screenshotCalls';
import { ENROLLER_CODE_NOT_VALID } from '../../domain/enrollerCode';
import { RESUME_DAYS } from '../../domain/resumeCodes';
import { sweepAbandonedPictures } from '../features/screenshots/abandonedPictures';
import {
  SCREENSHOT_ADDRESS_MESSAGE,
  SCREENSHOTS_PER_ADDRESS_PER_HOUR,
  SCREENSHOTS_PER_WINDOW,
} from '../features/screenshots/stepScreenshots';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import {
  CONTACT_CHECK_ADDRESS_MESSAGE,
  CONTACT_CHECKS_PER_ADDRESS,
  CONTACT_CHECKS_PER_WINDOW,
} from '../steps/contact/contactCheckLimit';
import {
  ENROLLER_CODE_ADDRESS_MESSAGE,
  ENROLLER_CODE_TRIES_PER_ADDRESS,
  ENROLLER_CODE_TRIES_PER_WINDOW,
} from '../steps/enrollerCode/enrollerCodeHandlers';
import { ENROLLMENT_LIMIT_MESSAGE } from './enrollmentCreation';

let t: TestApp;
let clock = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** What a shopper on Coastal Dental's page sends (rep 2, group 2512, its portal): its enrollments need an enroller code. */
const COASTAL_PAGE = {
  ...ADULT_FILTER,
  open_type: 'group',
  agent_id: 2,
  group_id: 2512,
  platform_group_id: 3,
};

/** A new anonymous enrollment from `address`, in a browser of its own. */
async function enrollmentFrom(address: string, filter: Record<string, unknown> = ADULT_FILTER) {
  const browser = t.browser(address);
  const created = await browser.ok(addFilterForNewUser, { body: filter });
  return { browser, id: created.temp_enrollment_id };
}

const ONE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (browser: TestBrowser, id: string) =>
  browser.call(saveScreenshot, {
    body: {
      enrollment_id: id,
      name: 'review_info',
      image: `data:image/png;base64,${ONE_PIXEL.toString('base64')}`,
    },
  });

describe(`limits per client address, across enrollments (${TEST_DIALECT})`, () => {
  it('takes a burst of new enrollments from one address, then refuses; other addresses and signed-in reps go on', async () => {
    // The default lets an office behind one address start at least 20 at once.
    expect(t.deps.config.NEW_ENROLLMENTS_PER_ADDRESS).toBeGreaterThanOrEqual(20);
    for (let n = 0; n < t.deps.config.NEW_ENROLLMENTS_PER_ADDRESS; n += 1)
      await enrollmentFrom('198.51.100.1');
    const refused = await t.browser('198.51.100.1').call(addFilterForNewUser, { body: ADULT_FILTER });
    expect(refused.statusCode).toBe(429);
    expect(refused.errors).toEqual([{ target_element: 'body', error_message: ENROLLMENT_LIMIT_MESSAGE }]);
    await enrollmentFrom('198.51.100.2');
    // A rep behind the same address enrolls under the rep's own allowance.
    const rep = t.browser('198.51.100.1');
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    await rep.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1, platform_group_id: 1 },
    });
    // The window passes: the address may start again.
    clock = new Date(clock.getTime() + 16 * 60_000);
    await enrollmentFrom('198.51.100.1');
  });

  it('counts wrong enroller codes per address, so new enrollments do not buy more guesses', async () => {
    const address = '198.51.100.3';
    let guesses = 0;
    let last = null;
    while (guesses <= ENROLLER_CODE_TRIES_PER_ADDRESS) {
      const { browser, id } = await enrollmentFrom(address, COASTAL_PAGE);
      for (
        let n = 0;
        n < ENROLLER_CODE_TRIES_PER_WINDOW && guesses <= ENROLLER_CODE_TRIES_PER_ADDRESS;
        n += 1
      ) {
        last = await browser.call(saveEnrollerCode, {
          body: { enrollment_id: id, enrollerCode: `ZZ${String(guesses).padStart(4, '0')}` },
        });
        guesses += 1;
        if (guesses <= ENROLLER_CODE_TRIES_PER_ADDRESS) {
          expect(last.errors).toEqual([
            { target_element: 'enrollerCode', error_message: ENROLLER_CODE_NOT_VALID },
          ]);
        }
      }
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.errors).toEqual([
      { target_element: 'enrollerCode', error_message: ENROLLER_CODE_ADDRESS_MESSAGE },
    ]);
    // Even the right code waits: the address has used its guesses.
    const { browser, id } = await enrollmentFrom(address, COASTAL_PAGE);
    const right = await browser.call(saveEnrollerCode, {
      body: { enrollment_id: id, enrollerCode: 'PN2001' },
    });
    expect(right.statusCode).toBe(429);
    // Another address is not held back.
    const other = await enrollmentFrom('198.51.100.4', COASTAL_PAGE);
    await other.browser.ok(saveEnrollerCode, { body: { enrollment_id: other.id, enrollerCode: 'PN2001' } });
  });

  it('counts contact checks per address, so new enrollments do not buy more checks', async () => {
    const address = '198.51.100.5';
    let checks = 0;
    let last = null;
    while (checks <= CONTACT_CHECKS_PER_ADDRESS) {
      const { browser, id } = await enrollmentFrom(address);
      for (let n = 0; n < CONTACT_CHECKS_PER_WINDOW && checks <= CONTACT_CHECKS_PER_ADDRESS; n += 1) {
        last = await browser.call(validatePhoneNumverify, {
          query: { enrollment_id: id, phone: '3105550182' },
        });
        checks += 1;
        if (checks <= CONTACT_CHECKS_PER_ADDRESS) expect(last.statusCode).toBe(200);
      }
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.errors).toEqual([
      { target_element: 'phone_number', error_message: CONTACT_CHECK_ADDRESS_MESSAGE },
    ]);
  });

  it('counts pictures per address an hour, so new enrollments do not buy more storage', async () => {
    const address = '198.51.100.6';
    let sent = 0;
    let last = null;
    while (sent <= SCREENSHOTS_PER_ADDRESS_PER_HOUR) {
      const { browser, id } = await enrollmentFrom(address);
      for (let n = 0; n < SCREENSHOTS_PER_WINDOW && sent <= SCREENSHOTS_PER_ADDRESS_PER_HOUR; n += 1) {
        last = await picture(browser, id);
        sent += 1;
        if (sent <= SCREENSHOTS_PER_ADDRESS_PER_HOUR) expect(last.statusCode).toBe(200);
      }
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.errors).toEqual([{ target_element: 'image', error_message: SCREENSHOT_ADDRESS_MESSAGE }]);
  });
});

describe(`pictures of abandoned enrollments (${TEST_DIALECT})`, () => {
  const picturesOf = async (id: string) =>
    (
      await t.deps.db.selectFrom('screenshots').select('blob_key').where('enrollment_id', '=', id).execute()
    ).map((row) => row.blob_key);

  it('are deleted, blob and row, once quiet past a resume code’s life; submitted, resumable and active ones stay', async () => {
    const address = '198.51.100.7';
    const abandoned = await enrollmentFrom(address);
    const resumable = await enrollmentFrom(address);
    const submittedBrowser = t.browser(address);
    const submitted = await checkedOutEnrollment(submittedBrowser);
    const active = await enrollmentFrom(address);
    for (const [browser, id] of [
      [abandoned.browser, abandoned.id],
      [resumable.browser, resumable.id],
      [submittedBrowser, submitted],
      [active.browser, active.id],
    ] as const) {
      expect((await picture(browser, id)).statusCode).toBe(200);
    }
    const abandonedBlobs = await picturesOf(abandoned.id);
    expect(await t.deps.blobs.get(abandonedBlobs[0] ?? '')).not.toBeNull();

    // The submitted one is submitted today.
    await saveStepsToReview(submittedBrowser, submitted);
    await submittedBrowser.ok(saveReviewInfo, { body: { enrollment_id: submitted } });
    const start = clock.getTime();
    const day = (n: number) => new Date(start + n * 86_400_000);
    // Day 6: saved for later; its code stays valid a week.
    clock = day(6);
    await resumable.browser.ok(saveEnrollment, {
      body: { enrollment_id: resumable.id, email: 'resumable@example.com', tab: 'contact_info' },
    });
    // Day 8: still working on it, a picture today.
    clock = day(8);
    expect((await picture(active.browser, active.id)).statusCode).toBe(200);
    // Day 10: the first has been quiet longer than a resume code lives, with no code.
    clock = day(RESUME_DAYS + 3);
    // The earlier tests' enrollments are as quiet: their pictures go too.
    expect(await sweepAbandonedPictures(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await picturesOf(abandoned.id)).toEqual([]);
    expect(await t.deps.blobs.get(abandonedBlobs[0] ?? '')).toBeNull();
    expect(await picturesOf(resumable.id)).toHaveLength(1);
    expect(await picturesOf(submitted)).toHaveLength(1);
    expect(await picturesOf(active.id)).toHaveLength(1);
    expect(await sweepAbandonedPictures(t.deps)).toBe(0);
  });
});
