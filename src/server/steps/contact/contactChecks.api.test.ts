import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../../testing/journey';
import { type JsonPeer, startJsonPeer } from '../../../../testing/jsonPeer';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import {
  validateEmailNeverbounce,
  validateMemberEmail,
  validatePhoneNumverify,
} from '../../../contract/contactCheckCalls';
import { addFilterForMember } from '../../../contract/memberCalls';
import { REQUIRED } from '../../../domain/fieldRules';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { memberLinkToken } from '../../access/memberLinks';
import { ADDRESS_MESSAGES } from '../../adapters/addressCheck';
import { neverBounceEmailCheck } from '../../adapters/emailCheck';
import { numverifyPhoneCheck } from '../../adapters/phoneCheck';
import { buildApp } from '../../app';
import { CONTACT_CHECK_LIMIT_MESSAGE, CONTACT_CHECKS_PER_WINDOW } from './contactCheckLimit';
import {
  type ContactValues,
  contactConflicts,
  EMAIL_EXISTS,
  EMAIL_INVALID,
  PHONE_EXISTS,
  PHONE_INVALID,
} from './contactConflicts';

/** Demo members (seed): 5001 Ava Carter and 5002 Noah Nguyen, with their e-mails and phones. */
const AVA = { id: 5001, email: 'ava.carter@example.com', phone: '2135550140' };
const NOAH = { email: 'noah.nguyen@example.com', phone: '2135550141' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const emailError = (message: string) => [{ target_element: 'email_address', error_message: message }];
const phoneError = (message: string) => [{ target_element: 'phone_number', error_message: message }];

/** A browser with an enrollment of its own, as a new applicant has. */
async function applicant(): Promise<{ browser: TestBrowser; id: string }> {
  const browser = t.browser();
  return { browser, id: await startEnrollment(browser) };
}

/** A browser with Ava's own enrollment, opened from her member link. */
async function ava(): Promise<{ browser: TestBrowser; id: string }> {
  const browser = t.browser();
  const token = memberLinkToken(t.deps.secretBox, AVA.id, t.deps.now());
  const created = await browser.ok(addFilterForMember, { body: { user_id: token, tier: 'IO' } });
  return { browser, id: created.temp_enrollment_id };
}

describe(`contact checks (${TEST_DIALECT})`, () => {
  it('takes a new e-mail and phone', async () => {
    const { browser, id } = await applicant();
    const email = { body: { enrollment_id: id, email: 'new.person@example.com' } };
    expect(await browser.ok(validateMemberEmail, email)).toEqual({ valid: true });
    expect(await browser.ok(validateEmailNeverbounce, email)).toEqual({ valid: true });
    expect(
      await browser.ok(validatePhoneNumverify, { query: { enrollment_id: id, phone: '3105550182' } }),
    ).toEqual({ valid: true });
  });

  it("never tells a new shopper that an e-mail or phone is a member's (no one can be found out)", async () => {
    const { browser, id } = await applicant();
    for (const email of [AVA.email, 'Ava.Carter@EXAMPLE.com', ` ${NOAH.email} `]) {
      expect(await browser.ok(validateMemberEmail, { body: { enrollment_id: id, email } }), email).toEqual({
        valid: true,
      });
    }
    for (const phone of [AVA.phone, NOAH.phone]) {
      expect(
        await browser.ok(validatePhoneNumverify, { query: { enrollment_id: id, phone } }),
        phone,
      ).toEqual({ valid: true });
    }
  });

  it("refuses another member's e-mail (any case) and phone on a current member's enrollment, with the spec's words", async () => {
    const { browser, id } = await ava();
    for (const email of [NOAH.email, 'Noah.Nguyen@EXAMPLE.com', ` ${NOAH.email} `]) {
      const taken = await browser.call(validateMemberEmail, { body: { enrollment_id: id, email } });
      expect(taken.statusCode, email).toBe(409);
      expect(taken.errors).toEqual(emailError(EMAIL_EXISTS));
    }
    const phone = await browser.call(validatePhoneNumverify, {
      query: { enrollment_id: id, phone: NOAH.phone },
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.errors).toEqual(phoneError(PHONE_EXISTS));
  });

  it("does not count the enrollment's own member as another member", async () => {
    const { browser, id } = await ava();
    expect(await browser.ok(validateMemberEmail, { body: { enrollment_id: id, email: AVA.email } })).toEqual({
      valid: true,
    });
    expect(
      await browser.ok(validatePhoneNumverify, { query: { enrollment_id: id, phone: AVA.phone } }),
    ).toEqual({ valid: true });
    const noah = await browser.call(validateMemberEmail, { body: { enrollment_id: id, email: NOAH.email } });
    expect(noah.errors).toEqual(emailError(EMAIL_EXISTS));
    const noahPhone = await browser.call(validatePhoneNumverify, {
      query: { enrollment_id: id, phone: NOAH.phone },
    });
    expect(noahPhone.errors).toEqual(phoneError(PHONE_EXISTS));
  });

  it('refuses a phone the phone check refuses and an e-mail the e-mail check refuses', async () => {
    const { browser, id } = await applicant();
    for (const phone of ['1234567890', '4165550100']) {
      const refused = await browser.call(validatePhoneNumverify, { query: { enrollment_id: id, phone } });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.errors).toEqual(phoneError(PHONE_INVALID));
    }
    for (const email of ['maria@example.invalid', 'maria@shop.test']) {
      const refused = await browser.call(validateEmailNeverbounce, { body: { enrollment_id: id, email } });
      expect(refused.statusCode, email).toBe(400);
      expect(refused.errors).toEqual(emailError(EMAIL_INVALID));
    }
    // Not a member's: the member check alone takes it.
    expect(
      await browser.ok(validateMemberEmail, { body: { enrollment_id: id, email: 'maria@example.invalid' } }),
    ).toEqual({ valid: true });
  });

  it('answers hostile input with a 400 at the form field, and changes nothing', async () => {
    const { browser, id } = await applicant();
    const membersBefore = await t.deps.db.selectFrom('members').selectAll().execute();
    const emails: [unknown, string][] = [
      [`${'a'.repeat(10_000)}@example.com`, EMAIL_INVALID],
      ['not an e-mail', EMAIL_INVALID],
      ["x' OR '1'='1", EMAIL_INVALID],
      ['<script>alert(1)</script>', EMAIL_INVALID],
      ['', REQUIRED],
      [undefined, REQUIRED],
      [null, REQUIRED],
      [12345, 'Enter text'],
      [['ava.carter@example.com'], 'Enter text'],
      [{ $ne: '' }, 'Enter text'],
    ];
    for (const call of [validateMemberEmail, validateEmailNeverbounce]) {
      // Larger than any form sends: refused before it is read.
      const huge = await browser.call(call, {
        body: { enrollment_id: id, email: `${'a'.repeat(100_000)}@example.com` },
      });
      expect(huge.statusCode).toBe(413);
      for (const [email, message] of emails) {
        const refused = await browser.call(call, { body: { enrollment_id: id, email } });
        expect(refused.statusCode, `${call.path} ${String(email).slice(0, 40)}`).toBe(400);
        expect(refused.errors).toEqual(emailError(message));
      }
    }
    const phones: [string, string][] = [
      ['1'.repeat(5000), PHONE_INVALID],
      ["1' OR 1=1 --", PHONE_INVALID],
      ['<script>alert(1)</script>', PHONE_INVALID],
      ['(310) 555-0182', PHONE_INVALID],
      ['', REQUIRED],
    ];
    for (const [phone, message] of phones) {
      const refused = await browser.call(validatePhoneNumverify, { query: { enrollment_id: id, phone } });
      expect(refused.statusCode, phone.slice(0, 40)).toBe(400);
      expect(refused.errors).toEqual(phoneError(message));
    }
    const noPhone = await browser.call(validatePhoneNumverify, { query: { enrollment_id: id } });
    expect(noPhone.errors).toEqual(phoneError(REQUIRED));
    // SQL in a well-formed address is only data.
    expect(
      await browser.ok(validateMemberEmail, { body: { enrollment_id: id, email: "o'brien--@example.com" } }),
    ).toEqual({ valid: true });
    for (const enrollment_id of [undefined, 'x', `${id}' OR '1'='1`, 12]) {
      const refused = await browser.call(validateMemberEmail, { body: { enrollment_id, email: AVA.email } });
      expect(refused.statusCode).toBe(400);
      expect(refused.errors).toEqual([
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ]);
    }
    expect(await t.deps.db.selectFrom('members').selectAll().execute()).toEqual(membersBefore);
  });

  it("answers another browser's enrollment, or none, with 404 before any check", async () => {
    const { id } = await applicant();
    const notFound = [{ target_element: 'enrollment_id', error_message: 'Enrollment not found' }];
    const stranger = t.browser();
    await startEnrollment(stranger);
    for (const browser of [stranger, t.browser()]) {
      const calls = [
        browser.call(validateMemberEmail, { body: { enrollment_id: id, email: AVA.email } }),
        browser.call(validateEmailNeverbounce, { body: { enrollment_id: id, email: 'maria@example.com' } }),
        browser.call(validatePhoneNumverify, { query: { enrollment_id: id, phone: AVA.phone } }),
      ];
      for (const result of await Promise.all(calls)) {
        expect(result.statusCode).toBe(404);
        expect(result.errors).toEqual(notFound);
      }
    }
    const counted = await t.deps.db
      .selectFrom('sign_in_failures')
      .select('key')
      .where('key', '=', `contact-check:${id}`)
      .execute();
    expect(counted).toEqual([]);
  });

  it('limits checks per enrollment, counted in the database that every app node shares', async () => {
    const { browser, id } = await applicant();
    const calls = [
      () => browser.call(validateMemberEmail, { body: { enrollment_id: id, email: 'limit@example.com' } }),
      () =>
        browser.call(validateEmailNeverbounce, { body: { enrollment_id: id, email: 'limit@example.com' } }),
      () => browser.call(validatePhoneNumverify, { query: { enrollment_id: id, phone: '3105550182' } }),
    ];
    for (let n = 0; n < CONTACT_CHECKS_PER_WINDOW - 1; n += 1) {
      expect((await calls[n % 3]!()).statusCode).toBe(200);
    }
    // The last allowed check goes through a second app node on the same database.
    const otherNode = await buildApp(t.deps);
    try {
      const viaOtherNode = await otherNode.inject({
        method: 'POST',
        url: '/api/v1/validate-member-email',
        payload: { enrollment_id: id, email: 'limit@example.com' },
        headers: { cookie: browser.cookie ?? '' },
      });
      expect(viaOtherNode.statusCode).toBe(200);
    } finally {
      await otherNode.close();
    }
    const over = await calls[2]!();
    expect(over.statusCode).toBe(429);
    expect(over.errors).toEqual(phoneError(CONTACT_CHECK_LIMIT_MESSAGE));
    const overEmail = await calls[0]!();
    expect(overEmail.errors).toEqual(emailError(CONTACT_CHECK_LIMIT_MESSAGE));
    // Another enrollment has its own count.
    const other = await applicant();
    expect(
      await other.browser.ok(validateMemberEmail, {
        body: { enrollment_id: other.id, email: 'limit@example.com' },
      }),
    ).toEqual({ valid: true });
  });
});

describe(`contactConflicts, for the Contact step's save (${TEST_DIALECT})`, () => {
  const CONTACT: ContactValues = {
    email_address: 'maria@example.com',
    phone_number: '3105550182',
    with_validation: '0',
    address1: '120 Palm Drive',
    city: 'Beverly Hills',
    state: 'CA',
    zip: '90210',
  };
  const owned = async (who: { browser: TestBrowser; id: string }) => {
    const request = { headers: { cookie: who.browser.cookie ?? '' } } as Parameters<
      typeof loadOwnedEnrollment
    >[1];
    return loadOwnedEnrollment(t.deps, request, who.id);
  };

  it('passes good values; refuses bad ones, each at its field', async () => {
    const enrollment = await owned(await applicant());
    expect(await contactConflicts(t.deps, enrollment, CONTACT)).toEqual([]);
    expect(
      await contactConflicts(t.deps, enrollment, {
        ...CONTACT,
        email_address: 'maria@localhost',
        phone_number: '1234567890',
      }),
    ).toEqual([...emailError(EMAIL_INVALID), ...phoneError(PHONE_INVALID)]);
  });

  it("checks members' e-mails and phones only for an existing member's enrollment, never their own", async () => {
    const newcomer = await owned(await applicant());
    const others = { ...CONTACT, email_address: NOAH.email, phone_number: NOAH.phone };
    expect(await contactConflicts(t.deps, newcomer, others)).toEqual([]);
    const member = await owned(await ava());
    expect(await contactConflicts(t.deps, member, others)).toEqual([
      ...emailError(EMAIL_EXISTS),
      ...phoneError(PHONE_EXISTS),
    ]);
    expect(
      await contactConflicts(t.deps, member, {
        ...CONTACT,
        email_address: AVA.email,
        phone_number: AVA.phone,
      }),
    ).toEqual([]);
  });

  it('checks the address only when USPS address validation is ticked', async () => {
    const enrollment = await owned(await applicant());
    const elsewhere = { ...CONTACT, city: 'Los Angeles' };
    expect(await contactConflicts(t.deps, enrollment, elsewhere)).toEqual([]);
    expect(await contactConflicts(t.deps, enrollment, { ...elsewhere, with_validation: '1' })).toEqual([
      { target_element: 'city', error_message: ADDRESS_MESSAGES.cityMismatch },
    ]);
    expect(
      await contactConflicts(t.deps, enrollment, { ...CONTACT, with_validation: '1', zip: '00000' }),
    ).toEqual([{ target_element: 'zip', error_message: ADDRESS_MESSAGES.zipNotFound }]);
  });
});

describe(`contact checks through outside services (${TEST_DIALECT})`, () => {
  let peer: JsonPeer;
  let services: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    peer = await startJsonPeer(() => ({ status: 200, json: {} }));
    const warn = (message: string) => warnings.push(message);
    services = await startTestApp({
      contactChecks: {
        phone: numverifyPhoneCheck({ baseUrl: peer.url, accessKey: 'k', warn, timeoutMs: 300 }),
        email: neverBounceEmailCheck({ baseUrl: peer.url, key: 'k', warn, timeoutMs: 300 }),
      },
    });
  });
  afterAll(async () => {
    await services.close();
    await peer.close();
  });

  it('refuses what the services refuse, and falls back to the offline rule when they fail', async () => {
    const browser = services.browser();
    const id = await startEnrollment(browser);
    const phone = { query: { enrollment_id: id, phone: '3105550182' } };
    const email = { body: { enrollment_id: id, email: 'maria@example.com' } };

    peer.answerWith(() => ({ status: 200, json: { valid: false, number: '13105550182', line_type: null } }));
    expect((await browser.call(validatePhoneNumverify, phone)).errors).toEqual(phoneError(PHONE_INVALID));
    peer.answerWith(() => ({ status: 200, json: { status: 'success', result: 'disposable' } }));
    expect((await browser.call(validateEmailNeverbounce, email)).errors).toEqual(emailError(EMAIL_INVALID));
    expect(warnings).toEqual([]);

    peer.answerWith(() => 'hang');
    expect(await browser.ok(validatePhoneNumverify, phone)).toEqual({ valid: true });
    expect(await browser.ok(validateEmailNeverbounce, email)).toEqual({ valid: true });
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) expect(warning).not.toMatch(/3105550182|maria/);
  });
});
