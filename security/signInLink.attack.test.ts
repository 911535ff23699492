import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSignInLink, signInWithLink } from '../src/contract/authCalls';
import { TOO_MANY_ATTEMPTS } from '../src/domain/forms/signInForm';
import { SIGN_IN_LINK_FAILED } from '../src/domain/forms/signInLinkForms';
import { ADDRESS_LIMIT_MESSAGE } from '../src/server/mail/mailLimits';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/** Attack 24: the e-mailed sign-in link probed for accounts, used to bomb an inbox, and guessed. */
let server: RealServer;
/** The limits of docs/security.md, written out: a raised limit fails here too. */
const MAILS_PER_ADDRESS_PER_HOUR = 10;
const LINK_TRIES_PER_ADDRESS = 20;

beforeAll(async () => {
  server = await startRealServer({ TRUST_PROXY: '127.0.0.1' });
});

afterAll(stopEverything);

const ask = (address: string, email: string) =>
  server.browser(address).call(requestSignInLink, { body: { email } });

/** The messages the server's outbox holds for `to`, sent or waiting, counted in its SQLite file. */
const queuedFor = (to: string) =>
  countInStore(server.dataDir, 'SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?', to);

describe('attack 24: sign-in links', () => {
  it('probing for accounts: an address with an account and one without get the same answer, and only the account gets mail', async () => {
    const known = await ask('198.51.100.10', 'priya.nair@example.com');
    const unknown = await ask('198.51.100.11', 'priya.nair@example.org');
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(unknown.headers.get('set-cookie')).toBe(known.headers.get('set-cookie'));
    expect(queuedFor('priya.nair@example.com')).toBe(1);
    expect(queuedFor('priya.nair@example.org')).toBe(0);
  });

  it("bombing a rep's inbox: 30 asks from 30 addresses queue one link", async () => {
    const answers = [];
    for (let n = 0; n < 30; n++) answers.push(await ask(`203.0.113.${n + 1}`, 'jordan.ellis@example.com'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(queuedFor('jordan.ellis@example.com')).toBe(1);
  });

  it('one address asking for many inboxes is stopped at its mail allowance', async () => {
    const answers = [];
    for (let n = 0; n < MAILS_PER_ADDRESS_PER_HOUR + 5; n++)
      answers.push(await ask('198.51.100.40', `inbox${n}@outside.example`));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    expect(answers.at(-1)?.errors).toEqual([
      { target_element: 'email', error_message: ADDRESS_LIMIT_MESSAGE },
    ]);
  });

  it('guessing link secrets: 21 from one address, the last refused', async () => {
    const answers = [];
    for (let n = 0; n <= LINK_TRIES_PER_ADDRESS; n++)
      answers.push(
        await server
          .browser('198.51.100.50')
          .call(signInWithLink, { body: { token: `${'Zq'.repeat(21)}${n % 10}` } }),
      );
    expect(answers.slice(0, LINK_TRIES_PER_ADDRESS).map((answer) => answer.errors[0]?.error_message)).toEqual(
      Array(LINK_TRIES_PER_ADDRESS).fill(SIGN_IN_LINK_FAILED),
    );
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.errors[0]?.error_message).toBe(TOO_MANY_ATTEMPTS);
  });
});
