import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { type SmtpPeer, startSmtpPeer } from '../../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { continueEnrollment, directContinue, saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { RESUME_FAILED, RESUME_TOO_MANY, SAVE_LATER_EMAIL } from '../../../domain/forms/resumeForms';
import { smtpMailer } from '../../adapters/mailer';
import {
  ADDRESS_LIMIT_MESSAGE,
  MAILS_PER_ADDRESS_PER_HOUR,
  MAILS_PER_RECIPIENT_PER_HOUR,
  RECIPIENT_LIMIT_MESSAGE,
} from '../../mail/mailLimits';
import { deliverOutbox } from '../../mail/outbox';
import { CODES_LIMIT_MESSAGE, CODES_PER_HOUR } from './resumeCodes';

let t: TestApp;
let peer: SmtpPeer;
let clock = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ mailer: smtpMailer(peer.url), now: () => clock });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** Saves the browser's enrollment for later and reads the code and link from the e-mail that arrives. */
async function saveAndRead(browser: ReturnType<TestApp['browser']>, id: string, email: string) {
  await browser.ok(saveEnrollment, { body: { enrollment_id: id, email, tab: 'contact_info' } });
  await deliverOutbox(t.deps);
  const mail = peer.received.at(-1);
  expect(mail?.to).toEqual([email]);
  const code = /Your code: ([A-Z0-9]{8})/.exec(mail?.text ?? '')?.[1] ?? '';
  const link = /direct-continue\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  return { code, link: link?.[1] ?? '', tab: Buffer.from(link?.[2] ?? '', 'base64url').toString() };
}

describe(`save and continue later (${TEST_DIALECT})`, () => {
  it('e-mails a code; the code and e-mail resume the enrollment in another browser, once', async () => {
    const first = t.browser();
    const id = await startEnrollment(first);
    const { code, tab } = await saveAndRead(first, id, 'maria@example.com');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(tab).toBe('contact_info');

    const second = t.browser();
    const resumed = await second.ok(continueEnrollment, {
      body: { code: code.toLowerCase(), email: 'Maria@Example.com' },
    });
    expect(resumed).toMatchObject({
      enrollment_id: id,
      saved_tab: 'contact_info',
      others: { eprocess: 'applicant' },
    });
    expect(
      (await second.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } }))
        .statusCode,
    ).toBe(200);
    // The enrollment moved: the first browser no longer opens it.
    expect(
      (await first.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } }))
        .statusCode,
    ).toBe(404);
    const again = await t.browser().call(continueEnrollment, { body: { code, email: 'maria@example.com' } });
    expect(again.errors).toEqual([{ target_element: 'code', error_message: RESUME_FAILED }]);
  });

  it("the e-mail's link resumes too, once; a week later nothing does", async () => {
    const first = t.browser();
    const id = await startEnrollment(first);
    const { link } = await saveAndRead(first, id, 'link@example.com');
    const other = t.browser();
    expect((await other.ok(directContinue, { params: { id: link } })).enrollment_id).toBe(id);
    expect((await t.browser().call(directContinue, { params: { id: link } })).statusCode).toBe(404);

    const late = await saveAndRead(other, id, 'late@example.com');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    const expired = await t
      .browser()
      .call(continueEnrollment, { body: { code: late.code, email: 'late@example.com' } });
    expect(expired.statusCode).toBe(404);
    clock = new Date('2026-11-22T12:00:00Z');
  });

  it('checks the e-mail, refuses strangers, limits codes, and locks out guessing', async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    const bad = await owner.call(saveEnrollment, {
      body: { enrollment_id: id, email: 'nope', tab: 'contact_info' },
    });
    expect(bad.errors).toEqual([{ target_element: 'email', error_message: SAVE_LATER_EMAIL }]);
    const stranger = await t.browser().call(saveEnrollment, {
      body: { enrollment_id: id, email: 'x@example.com', tab: 'contact_info' },
    });
    expect(stranger.statusCode).toBe(404);
    for (let n = 0; n < CODES_PER_HOUR; n += 1)
      await owner.ok(saveEnrollment, {
        body: { enrollment_id: id, email: 'a@example.com', tab: 'health_info' },
      });
    const over = await owner.call(saveEnrollment, {
      body: { enrollment_id: id, email: 'a@example.com', tab: 'health_info' },
    });
    expect(over.errors).toEqual([{ target_element: 'email', error_message: CODES_LIMIT_MESSAGE }]);

    const guesser = t.browser();
    for (let n = 0; n < 5; n += 1) {
      const wrong = await guesser.call(continueEnrollment, {
        body: { code: 'ABCDEFGH', email: 'a@example.com' },
      });
      expect(wrong.statusCode).toBe(404);
    }
    const locked = await guesser.call(continueEnrollment, {
      body: { code: 'ABCDEFGH', email: 'a@example.com' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.errors).toEqual([{ target_element: 'code', error_message: RESUME_TOO_MANY }]);
    const malformed = await guesser.call(directContinue, { params: { id: "' OR 1=1" } });
    expect(malformed.statusCode).toBe(400);
  });

  it("guesses from another address do not block the shopper's own code, and many at once cannot all be tried", async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    const { code } = await saveAndRead(owner, id, 'lee@example.com');
    const attempt = (remoteAddress: string, guess: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/continue-enrollment',
        remoteAddress,
        payload: { code: guess, email: 'lee@example.com' },
      });
    const flood = await Promise.all(Array.from({ length: 30 }, () => attempt('203.0.113.66', 'ZZZZZZZZ')));
    const tried = flood.filter((answer) => answer.statusCode === 404).length;
    expect(tried).toBeLessThanOrEqual(5);
    // One at a time, the rest of the five run, then the sixth is refused (refused ones never counted).
    for (let n = tried; n < 5; n += 1)
      expect((await attempt('203.0.113.66', 'ZZZZZZZZ')).statusCode).toBe(404);
    expect((await attempt('203.0.113.66', 'ZZZZZZZZ')).statusCode).toBe(429);

    const shopper = await attempt('192.0.2.44', code);
    expect(shopper.statusCode).toBe(200);
    expect((shopper.json() as { data: { enrollment_id: string } }).data.enrollment_id).toBe(id);
  });

  it('cannot be used to flood an inbox: new enrollments share the limits per recipient and per address', async () => {
    await t.deps.db.deleteFrom('sign_in_failures').execute();
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      const browser = t.browser();
      const id = await startEnrollment(browser);
      for (let k = 0; k < 5; k += 1)
        answers.push(
          await browser.call(saveEnrollment, {
            body: { enrollment_id: id, email: 'victim@outside.example', tab: 'contact_info' },
          }),
        );
    }
    // 30 asked for in a row (the attack measured): the connection's hourly allowance of 10 goes first.
    const sent = answers.filter((answer) => answer.statusCode === 200).length;
    expect(sent).toBe(MAILS_PER_ADDRESS_PER_HOUR);
    expect(answers.at(-1)?.errors).toEqual([
      { target_element: 'email', error_message: ADDRESS_LIMIT_MESSAGE },
    ]);

    // From many addresses, the recipient's own limit holds.
    await t.deps.db.deleteFrom('sign_in_failures').execute();
    let delivered = 0;
    let last: { statusCode: number; json(): unknown } | undefined;
    for (let n = 0; n < 15; n += 1) {
      const browser = t.browser();
      const id = await startEnrollment(browser);
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/save-enrollment',
        remoteAddress: `198.51.100.${n + 1}`,
        headers: { cookie: browser.cookie ?? '' },
        payload: { enrollment_id: id, email: 'victim@outside.example', tab: 'contact_info' },
      });
      if (last.statusCode === 200) delivered += 1;
    }
    expect(delivered).toBe(MAILS_PER_RECIPIENT_PER_HOUR);
    const lastBody = last?.json() as { data: Array<{ error_message: string }> } | undefined;
    expect(lastBody?.data[0]?.error_message).toBe(RECIPIENT_LIMIT_MESSAGE);
  });
});
