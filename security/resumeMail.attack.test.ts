import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueEnrollment, saveEnrollment } from '../src/contract/saveEnrollmentCalls';
import { RESUME_TOO_MANY } from '../src/domain/forms/resumeForms';
import { ADDRESS_LIMIT_MESSAGE, RECIPIENT_LIMIT_MESSAGE } from '../src/server/mail/mailLimits';
import { startEnrollment } from '../testing/journey';
import type { RealBrowser } from '../testing/realBrowser';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtpPeer';
import { resumeCodeIn, waitForMail } from './mailbox';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/** Attack 2 (resume codes guessed to block the shopper) and attack 4 (anonymous mail bombing). */
let server: RealServer;
let peer: SmtpPeer;
/** The limits of docs/security.md, written out: a raised limit fails here too. */
const MAILS_PER_ADDRESS_PER_HOUR = 10;
const MAILS_PER_RECIPIENT_PER_HOUR = 10;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startRealServer({ TRUST_PROXY: '127.0.0.1', SMTP_URL: peer.url });
});

afterAll(async () => {
  await peer.close();
  await stopEverything();
});

const askMail = (browser: RealBrowser, id: string, email: string) =>
  browser.call(saveEnrollment, { body: { enrollment_id: id, email, tab: 'contact_info' } });

/** The messages the server's outbox holds for `to`, sent or waiting, counted in its SQLite file. */
const queuedFor = (to: string) =>
  countInStore(server.dataDir, 'SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?', to);

describe('attack 2: bad resume codes for a shopper’s e-mail', () => {
  it("tries at most 5 of 30 sent at once, and do not block the shopper's real code", async () => {
    const shopper = server.browser('192.0.2.44');
    const id = await startEnrollment(shopper);
    expect((await askMail(shopper, id, 'lee@example.com')).status).toBe(200);
    const code = resumeCodeIn(await waitForMail(peer, 'lee@example.com'));

    const guess = (address: string) =>
      server
        .browser(address)
        .call(continueEnrollment, { body: { code: 'ZZZZZZZZ', email: 'lee@example.com' } });
    const flood = await Promise.all(Array.from({ length: 30 }, () => guess('203.0.113.66')));
    const tried = flood.filter((answer) => answer.status === 404).length;
    expect(tried).toBeLessThanOrEqual(5);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30 - tried);
    expect(refused[0]?.errors[0]?.error_message).toBe(RESUME_TOO_MANY);
    // Guessing from more addresses, each until it is refused.
    for (let n = 0; n < 5; n++) for (let k = 0; k < 6; k++) await guess(`203.0.113.${70 + n}`);

    // The shopper, on another browser from the shopper's own address, still resumes with the real code.
    const resumed = await server
      .browser('192.0.2.44')
      .call(continueEnrollment, { body: { code, email: 'lee@example.com' } });
    expect(resumed.status).toBe(200);
    expect(resumed.data?.enrollment_id).toBe(id);
  });
});

describe('attack 4: anonymous mail bombing', () => {
  it('from one address: 6 new enrollments × 5 resume e-mails to one inbox queue at most the limit', async () => {
    const answers = [];
    for (let n = 0; n < 6; n++) {
      const browser = server.browser('198.51.100.30');
      const id = await startEnrollment(browser);
      for (let k = 0; k < 5; k++) answers.push(await askMail(browser, id, 'victim1@outside.example'));
    }
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(MAILS_PER_ADDRESS_PER_HOUR);
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.errors[0]?.error_message).toBe(ADDRESS_LIMIT_MESSAGE);
    expect(queuedFor('victim1@outside.example')).toBeLessThanOrEqual(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it("from 15 addresses: the recipient's own limit holds", async () => {
    const answers = [];
    for (let n = 0; n < 15; n++) {
      const browser = server.browser(`198.51.100.${100 + n}`);
      answers.push(await askMail(browser, await startEnrollment(browser), 'victim2@outside.example'));
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(
      MAILS_PER_RECIPIENT_PER_HOUR,
    );
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.errors[0]?.error_message).toBe(RECIPIENT_LIMIT_MESSAGE);
    expect(queuedFor('victim2@outside.example')).toBeLessThanOrEqual(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
