import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSignInLink, signIn, signInWithLink, signOut, whoAmI } from '../src/contract/authCalls';
import { TOO_MANY_ATTEMPTS, TOO_MANY_FOR_ACCOUNT } from '../src/domain/forms/signInForm';
import { SIGN_IN_LINK_FAILED } from '../src/domain/forms/signInLinkForms';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import { whileProbing } from '../testing/probes';
import type { RealAnswer } from '../testing/realBrowser';
import { waitForKeptMail } from './mailbox';
import { type RealServer, startRealServer, stopEverything, tinyWebBuild } from './realServer';

/** Attacks 1 and 2 (sign-in): guessing passwords in parallel, and locking a rep out by guessing. */
let server: RealServer;
// Static files are served beside the API, as in production.
const web = tinyWebBuild();

beforeAll(async () => {
  server = await startRealServer({
    TRUST_PROXY: '127.0.0.1',
    SERVE_WEB: 'true',
    WEB_DIST: web.dir,
    // Every request is logged (its path), so the log can be searched for a leaked sign-in link.
    LOG_LEVEL: 'info',
  });
});

afterAll(stopEverything);

const signInFrom = (address: string, username: string, password: string) =>
  server.browser(address).call(signIn, { body: { username, password } });

const messageOf = (answer: RealAnswer) => answer.errors[0]?.error_message;

/** Runs `flood` while asking /healthz and a static file one after the other. */
const whileProbingPages = <T>(flood: () => Promise<T>) =>
  whileProbing(server.url, ['/healthz', web.asset], flood);

describe('attack 1: passwords guessed in parallel', () => {
  it('tries at most 5 of 40 wrong passwords sent at once for one account; the pages keep answering', async () => {
    const { answers, slowestMs } = await whileProbingPages(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signInFrom('198.51.100.1', 'priya.nair@example.com', `wrong-${i}`),
        ),
      ),
    );
    const tried = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(tried).toBeLessThanOrEqual(5);
    expect(tried + refused.length).toBe(40);
    expect(refused.map(messageOf)).toEqual(refused.map(() => TOO_MANY_ATTEMPTS));
    expect(slowestMs).toBeLessThan(2_000);
  });

  it('tries at most 20 of 200 sign-ins sent at once from one address; the pages keep answering', async () => {
    const { answers, slowestMs } = await whileProbingPages(() =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) => signInFrom('198.51.100.2', `nobody${i}@example.com`, 'wrong')),
      ),
    );
    const tried = answers.filter((answer) => answer.status === 401).length;
    expect(tried).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - tried);
    expect(slowestMs).toBeLessThan(2_000);
  });
});

describe('attack 2: locking a rep out by guessing', () => {
  const REP = 'jordan.ellis@example.com';

  it("guesses from other addresses do not stop the rep signing in from the rep's own browser", async () => {
    // The rep's own browser, signed in before (it keeps the bs_known cookie), then signed out.
    const owner = server.browser('192.0.2.10');
    expect((await owner.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } })).status).toBe(200);
    expect(owner.cookie).toMatch(/bs_known=/);
    await owner.ok(signOut);

    // Guessing from twelve addresses, one guess each: the account's allowance for new browsers (10) runs out.
    const spread = [];
    for (let i = 0; i < 12; i++) spread.push(await signInFrom(`203.0.113.${100 + i}`, REP, `guess-${i}`));
    expect(spread.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(spread.slice(10).map(messageOf)).toEqual([TOO_MANY_FOR_ACCOUNT, TOO_MANY_FOR_ACCOUNT]);
    // And from one address until it is refused.
    for (let i = 0; i < 6; i++) await signInFrom('203.0.113.50', REP, `again-${i}`);
    expect((await signInFrom('203.0.113.50', REP, DEMO_PASSWORD)).status).toBe(429);
    // A stranger's browser with the right password is held back now...
    expect(messageOf(await signInFrom('203.0.113.200', REP, DEMO_PASSWORD))).toBe(TOO_MANY_FOR_ACCOUNT);

    // ...but the rep's own browser gets in, from the rep's address or a new one.
    expect((await owner.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await owner.ok(whoAmI)).signed_in).toBe(true);
    const knownCookie = /bs_known=[^;]+/.exec(owner.cookie)?.[0] ?? '';
    const elsewhere = server.browser('192.0.2.77');
    const fromPhone = await elsewhere.call(
      signIn,
      { body: { username: REP, password: DEMO_PASSWORD } },
      { cookie: knownCookie },
    );
    expect(fromPhone.status).toBe(200);
    // A forged known-browser cookie does not count.
    const forged = await server
      .browser('192.0.2.78')
      .call(
        signIn,
        { body: { username: REP, password: DEMO_PASSWORD } },
        { cookie: `bs_known=v1:${'a'.repeat(16)}:${'b'.repeat(22)}:${'c'.repeat(30)}` },
      );
    expect(forged.status).toBe(429);
  });
});

describe('attack 2: locking a rep out by guessing, and the e-mailed way in', () => {
  const REP = 'marcus.reed@example.com';

  it('the rep, held back by guesses from many addresses, signs in from a brand-new browser with an e-mailed link while the guesses go on', async () => {
    for (let i = 0; i < 12; i++) await signInFrom(`203.0.113.${130 + i}`, REP, `guess-${i}`);
    expect(messageOf(await signInFrom('203.0.113.199', REP, DEMO_PASSWORD))).toBe(TOO_MANY_FOR_ACCOUNT);

    // The guesses go on from many addresses, one every 50 ms, all through what follows.
    let guessing = true;
    const during: RealAnswer[] = [];
    const guesser = (async () => {
      for (let i = 0; guessing; i++) {
        during.push(await signInFrom(`198.51.100.${100 + (i % 100)}`, REP, `more-${i}`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let token = '';
    const fresh = server.browser('192.0.2.150');
    try {
      // A brand-new browser: its password is held back with the strangers'...
      expect(messageOf(await fresh.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } }))).toBe(
        TOO_MANY_FOR_ACCOUNT,
      );
      // ...so the rep asks for a link, and opens the e-mail the server kept in its data folder.
      expect((await fresh.call(requestSignInLink, { body: { email: REP } })).status).toBe(200);
      const mail = await waitForKeptMail(server.dataDir, [`To: ${REP}`, 'Subject: Your sign-in link']);
      expect(mail).toContain(`${server.url}/sign-in/link#`);
      token = /\/sign-in\/link#([A-Za-z0-9_-]{43})\s/.exec(mail)?.[1] ?? '';
      expect(token).toHaveLength(43);
      const signedIn = await fresh.call(signInWithLink, { body: { token } });
      expect(signedIn.status).toBe(200);
      expect((await fresh.ok(whoAmI)).account?.name).toBe('Marcus Reed');
    } finally {
      guessing = false;
      await guesser;
    }
    // The guessers' counts were not reset: every guess meanwhile, and a stranger's right password
    // afterwards, are held back; the rep's browser is known from now on.
    expect(during.length).toBeGreaterThan(0);
    expect(during.map(messageOf)).toEqual(during.map(() => TOO_MANY_FOR_ACCOUNT));
    expect(messageOf(await signInFrom('203.0.113.198', REP, DEMO_PASSWORD))).toBe(TOO_MANY_FOR_ACCOUNT);
    expect(fresh.cookie).toMatch(/bs_known=/);
    await fresh.ok(signOut);
    expect((await fresh.call(signIn, { body: { username: REP, password: DEMO_PASSWORD } })).status).toBe(200);

    // The link worked once.
    const replayed = await server.browser('192.0.2.151').call(signInWithLink, { body: { token } });
    expect(replayed.errors).toEqual([{ target_element: 'token', error_message: SIGN_IN_LINK_FAILED }]);

    // The secret leaked to nobody: not in the server's log (which has every request's path), not in
    // its database files (the link is kept as a hash, the e-mail's body dropped once sent).
    const log = server.process.outputText() + server.process.stderr();
    expect(log).toContain('/api/v1/auth/sign-in-link');
    expect(log).not.toContain(token);
    for (const file of ['store.db', 'store.db-wal']) {
      const where = path.join(server.dataDir, file);
      if (fs.existsSync(where)) expect(fs.readFileSync(where).includes(token), file).toBe(false);
    }
  });
});
