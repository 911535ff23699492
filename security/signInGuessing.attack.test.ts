import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut, whoAmI } from '../src/contract/authCalls';
import { TOO_MANY_ATTEMPTS, TOO_MANY_FOR_ACCOUNT } from '../src/domain/forms/signInForm';
import { DEMO_PASSWORD } from '../src/server/db/seed/demoAccounts';
import { whileProbing } from '../src/server/testing/probes';
import type { RealAnswer } from '../src/server/testing/realBrowser';
import { type RealServer, startRealServer, stopEverything, tinyWebBuild } from './realServer';

/** Attacks 1 and 2 (sign-in): guessing passwords in parallel, and locking a rep out by guessing. */
let server: RealServer;
// Static files are served beside the API, as in production.
const web = tinyWebBuild();

beforeAll(async () => {
  server = await startRealServer({ TRUST_PROXY: '127.0.0.1', SERVE_WEB: 'true', WEB_DIST: web.dir });
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
