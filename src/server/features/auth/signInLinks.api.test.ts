import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { type SmtpPeer, startSmtpPeer } from '../../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { requestSignInLink, signIn, signInWithLink, signOut, whoAmI } from '../../../contract/authCalls';
import { getPlanCart } from '../../../contract/cartCalls';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { TOO_MANY_ATTEMPTS, TOO_MANY_FOR_ACCOUNT } from '../../../domain/forms/signInForm';
import {
  SIGN_IN_LINK_ASKS_LIMIT,
  SIGN_IN_LINK_EMAIL,
  SIGN_IN_LINK_FAILED,
} from '../../../domain/forms/signInLinkForms';
import { disableAccount } from '../../access/accountAdmin';
import { smtpMailer } from '../../adapters/mailer';
import { ADDRESS_LIMIT_MESSAGE, RECIPIENT_LIMIT_MESSAGE } from '../../mail/mailLimits';
import { deliverOutbox } from '../../mail/outbox';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { LINK_ASKS_PER_ADDRESS_PER_HOUR, LINK_TRIES_PER_ADDRESS } from './signInLinks';

const START = new Date('2026-11-23T09:00:00Z');
let clock = START;
let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({
    mailer: smtpMailer(peer.url),
    now: () => clock,
    env: { PUBLIC_URL: 'https://store.example' },
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
afterEach(async () => {
  clock = START;
  await t.deps.db.deleteFrom('sign_in_failures').execute();
});

const LINK = /https:\/\/store\.example\/sign-in\/link#([A-Za-z0-9_-]{43})\s/;

/** Sends what waits in the outbox; the messages to `to` that arrived, in order. */
async function mailTo(to: string) {
  await deliverOutbox(t.deps);
  return peer.received.filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** Asks for a link for `email` from `address`, then reads the newest link e-mailed to it. */
async function askAndRead(email: string, address = '192.0.2.1'): Promise<string> {
  const before = (await mailTo(email)).length;
  await t.browser(address).ok(requestSignInLink, { body: { email } });
  const mails = await mailTo(email);
  expect(mails, `a link e-mailed to ${email}`).toHaveLength(before + 1);
  const token = LINK.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no link in: ${mails.at(-1)?.text.slice(0, 500)}`);
  return token;
}

const cookieNames = (browser: TestBrowser) =>
  (browser.cookie ?? '')
    .split('; ')
    .map((pair) => pair.split('=')[0])
    .sort();

describe(`one-time sign-in links (${TEST_DIALECT})`, () => {
  it("e-mails a link to the account's own address that signs a new browser in, once", async () => {
    const token = await askAndRead('Elena.Cruz@example.com');
    const mail = (await mailTo('elena.cruz@example.com')).at(-1);
    expect(mail?.text).toContain('Subject: Your sign-in link');
    // Kept only as a hash, for 15 minutes.
    const rows = await t.deps.db.selectFrom('sign_in_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.at(-1)?.expires_at).toBe(new Date(START.getTime() + 15 * 60_000).toISOString());

    const browser = t.browser('198.51.100.200');
    const account = await browser.ok(signInWithLink, { body: { token } });
    expect(account).toEqual({ kind: 'agent', name: 'Elena Cruz', agent_id: 4, group_id: null });
    // On https every cookie is named for this host alone.
    expect(cookieNames(browser)).toEqual(['__Host-bs_known', '__Host-bs_owner', '__Host-bs_session']);
    expect((await browser.ok(whoAmI)).account?.name).toBe('Elena Cruz');

    // Used: neither another browser nor the same one gets in with it again.
    for (const again of [t.browser(), browser]) {
      const answer = await again.call(signInWithLink, { body: { token } });
      expect(answer.statusCode).toBe(404);
      expect(answer.errors).toEqual([{ target_element: 'token', error_message: SIGN_IN_LINK_FAILED }]);
    }
  });

  it("keeps the visitor's open enrollment and cart when they sign in by link", async () => {
    const visitor = t.browser('198.51.100.121');
    const id = await startEnrollment(visitor);
    const pricingId = await addCheapest(visitor, id);
    const token = await askAndRead('elena.cruz@example.com', '192.0.2.121');
    const keyBefore = visitor.cookie;
    await visitor.ok(signInWithLink, { body: { token } });
    expect(visitor.cookie).not.toBe(keyBefore);
    const cart = await visitor.ok(getPlanCart, { query: { enrollment_id: id } });
    expect(cart.result.map((line) => line.plan_pricing_id)).toEqual([pricingId]);
  });

  it('refuses an expired, an unknown and a malformed link with one message', async () => {
    const token = await askAndRead('marcus.reed@example.com');
    clock = new Date(START.getTime() + 15 * 60_000 + 1000);
    const expired = await t.browser().call(signInWithLink, { body: { token } });
    const unknown = await t.browser().call(signInWithLink, { body: { token: `${token.slice(0, 42)}x` } });
    for (const answer of [expired, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.errors).toEqual([{ target_element: 'token', error_message: SIGN_IN_LINK_FAILED }]);
    }
    const malformed = await t.browser().call(signInWithLink, { body: { token: "' OR 1=1 --" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.errors).toEqual([{ target_element: 'token', error_message: SIGN_IN_LINK_FAILED }]);
    const badEmail = await t.browser().call(requestSignInLink, { body: { email: 'not-an-address' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.errors).toEqual([{ target_element: 'email', error_message: SIGN_IN_LINK_EMAIL }]);
  });

  it('answers an address without an account exactly as one with, and e-mails it nothing', async () => {
    const known = await t.browser('192.0.2.21').call(requestSignInLink, {
      body: { email: 'admin.2512@example.com' },
    });
    const unknown = await t.browser('192.0.2.22').call(requestSignInLink, {
      body: { email: 'no.account@example.com' },
    });
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ statusCode: 200, data: { asked: true } });
    expect(await mailTo('no.account@example.com')).toEqual([]);
    expect(
      await t.deps.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', 'no.account@example.com')
        .execute(),
    ).toEqual([]);
    expect((await mailTo('admin.2512@example.com')).length).toBeGreaterThan(0);
  });

  it('sends a disabled account no link, and a link sent before it was disabled no longer works', async () => {
    const token = await askAndRead('admin.3001@example.com');
    await disableAccount(t.deps.db, { email: 'admin.3001@example.com', at: clock });
    const before = (await mailTo('admin.3001@example.com')).length;
    clock = new Date(START.getTime() + 16 * 60_000);
    await t.browser('192.0.2.31').ok(requestSignInLink, { body: { email: 'admin.3001@example.com' } });
    expect(await mailTo('admin.3001@example.com')).toHaveLength(before);
    const answer = await t.browser().call(signInWithLink, { body: { token } });
    expect(answer.errors).toEqual([{ target_element: 'token', error_message: SIGN_IN_LINK_FAILED }]);
  });

  it('signs the owner in while guesses hold every new browser back, and leaves the guessers held back', async () => {
    const REP = 'priya.nair@example.com';
    const guess = (address: string, password: string) =>
      t.browser(address).call(signIn, { body: { username: REP, password } });
    for (let i = 0; i < 12; i++) await guess(`203.0.113.${100 + i}`, `guess-${i}`);
    const stranger = await guess('203.0.113.200', DEMO_PASSWORD);
    expect(stranger.errors[0]?.error_message).toBe(TOO_MANY_FOR_ACCOUNT);

    // A brand-new browser: the password is held back too, the e-mailed link is not.
    const owner = t.browser('192.0.2.40');
    expect((await owner.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } })).statusCode).toBe(
      429,
    );
    const token = await askAndRead(REP, '192.0.2.40');
    expect((await owner.ok(signInWithLink, { body: { token } })).name).toBe('Priya Nair');
    expect((await owner.ok(whoAmI)).signed_in).toBe(true);

    // The guessers' counts stand: a stranger with the right password is still held back...
    expect((await guess('203.0.113.201', DEMO_PASSWORD)).statusCode).toBe(429);
    // ...while the owner's browser, known from now on, signs in again with the password.
    await owner.ok(signOut);
    expect((await owner.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } })).statusCode).toBe(
      200,
    );
  });

  it('sends one live link per address however often it is asked, and a new one once it is used or expired', async () => {
    const REP = 'jordan.ellis@example.com';
    const first = await askAndRead(REP, '192.0.2.50');
    const afterFirst = (await mailTo(REP)).length;
    for (const address of ['192.0.2.51', '203.0.113.9', '203.0.113.9']) {
      expect(await t.browser(address).call(requestSignInLink, { body: { email: REP } })).toMatchObject({
        statusCode: 200,
        data: { asked: true },
      });
    }
    // The first link is still live: nothing more was sent.
    expect(await mailTo(REP)).toHaveLength(afterFirst);
    await t.browser().ok(signInWithLink, { body: { token: first } });
    // Used: the next ask sends a new link.
    const second = await askAndRead(REP, '192.0.2.52');
    expect(second).not.toBe(first);
    expect(await mailTo(REP)).toHaveLength(afterFirst + 1);
    // Unused, it expires; then the next ask sends another.
    clock = new Date(START.getTime() + 15 * 60_000 + 1000);
    const third = await askAndRead(REP, '192.0.2.53');
    expect((await t.browser().ok(signInWithLink, { body: { token: third } })).name).toBe('Jordan Ellis');
  });

  it('limits asks per client address; an inbox whose shared mail allowance is used up still gets its link', async () => {
    // One address asking for many inboxes: the connection's mail allowance (reserveMail) ends it.
    const spray = [];
    for (let n = 0; n < 11; n++)
      spray.push(
        await t
          .browser('198.51.100.60')
          .call(requestSignInLink, { body: { email: `someone${n}@example.com` } }),
      );
    expect(spray.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(spray[10]?.errors).toEqual([{ target_element: 'email', error_message: ADDRESS_LIMIT_MESSAGE }]);

    // One address asking again and again for one inbox: its own ask limit ends it.
    const asks = [];
    for (let n = 0; n <= LINK_ASKS_PER_ADDRESS_PER_HOUR; n++)
      asks.push(
        await t
          .browser('198.51.100.61')
          .call(requestSignInLink, { body: { email: 'marcus.reed@example.com' } }),
      );
    expect(asks.filter((answer) => answer.statusCode === 200)).toHaveLength(LINK_ASKS_PER_ADDRESS_PER_HOUR);
    expect(asks.at(-1)?.errors).toEqual([
      { target_element: 'email', error_message: SIGN_IN_LINK_ASKS_LIMIT },
    ]);

    // An inbox whose hourly allowance other mail used up (ten resume codes, which anyone can cause):
    // sign-in links count against an allowance of their own, so the owner still gets in; the answer
    // is the same whether or not an account uses the address.
    await t.deps.db.deleteFrom('sign_in_failures').execute();
    const victims = ['elena.cruz@example.com', 'no.account.either@example.com'];
    for (const [v, victim] of victims.entries()) {
      for (let e = 0; e < 2; e++) {
        const shopper = t.browser(`198.51.100.${70 + v}`);
        const id = await startEnrollment(shopper);
        for (let n = 0; n < 5; n++)
          await shopper.ok(saveEnrollment, {
            body: { enrollment_id: id, email: victim, tab: 'contact_info' },
          });
      }
    }
    const linksBefore = (await mailTo(victims[0] as string)).filter((mail) =>
      mail.text.includes('sign-in link'),
    );
    const answers = [];
    for (const victim of victims)
      answers.push(await t.browser('198.51.100.80').call(requestSignInLink, { body: { email: victim } }));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.statusCode).toBe(200);
    // The shared allowance is used up indeed: one more resume code is refused.
    const other = t.browser('198.51.100.72');
    const otherId = await startEnrollment(other);
    const resumeMore = await other.call(saveEnrollment, {
      body: { enrollment_id: otherId, email: victims[0] as string, tab: 'contact_info' },
    });
    expect(resumeMore.errors).toEqual([{ target_element: 'email', error_message: RECIPIENT_LIMIT_MESSAGE }]);
    await deliverOutbox(t.deps);
    const linksAfter = (await mailTo(victims[0] as string)).filter((mail) =>
      mail.text.includes('sign-in link'),
    );
    expect(linksAfter).toHaveLength(linksBefore.length + 1);
  });

  it('limits link tries per address; the real link still works from another', async () => {
    const token = await askAndRead('marcus.reed@example.com', '192.0.2.90');
    const wrong = `${'A'.repeat(42)}B`;
    const tries = [];
    for (let n = 0; n <= LINK_TRIES_PER_ADDRESS; n++)
      tries.push(await t.browser('203.0.113.90').call(signInWithLink, { body: { token: wrong } }));
    expect(tries.filter((answer) => answer.statusCode === 404)).toHaveLength(LINK_TRIES_PER_ADDRESS);
    expect(tries.at(-1)?.errors).toEqual([{ target_element: 'token', error_message: TOO_MANY_ATTEMPTS }]);
    expect((await t.browser('192.0.2.91').ok(signInWithLink, { body: { token } })).name).toBe('Marcus Reed');
  });
});
