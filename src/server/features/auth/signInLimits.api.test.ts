import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { TOO_MANY_ATTEMPTS, TOO_MANY_FOR_ACCOUNT } from '../../../domain/forms/signInForm';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.deps.db.deleteFrom('sign_in_failures').execute();
});

const REP = 'priya.nair@example.com';

/** One sign-in as a browser at `address` would send it, with its cookies if any. */
function signInFrom(address: string, username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    remoteAddress: address,
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });
}

const messageOf = (answer: { json(): unknown }) =>
  (answer.json() as { data: Array<{ error_message: string }> }).data[0]?.error_message;

describe(`sign-in limits under attack (${TEST_DIALECT})`, () => {
  it('tries at most 5 of 40 wrong passwords sent at once for one account from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInFrom('198.51.100.1', REP, `wrong-${i}`)),
    );
    // How many run depends on how the writes interleave (on PostgreSQL's pool all 40 may be written
    // before any is counted, and all are refused); never more than the limit.
    const tried = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(tried).toBeLessThanOrEqual(5);
    expect(tried + refused.length).toBe(40);
    expect(messageOf(refused[0] as (typeof answers)[0])).toBe(TOO_MANY_ATTEMPTS);
  });

  it('tries at most 20 of 200 sign-ins sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signInFrom('198.51.100.2', `nobody${i}@example.com`, 'wrong')),
    );
    const tried = answers.filter((answer) => answer.statusCode === 401).length;
    expect(tried).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(200 - tried);
  });

  it("does not lock the owner out: another address's guesses leave the owner's own sign-in alone", async () => {
    for (let i = 0; i < 6; i++) await signInFrom('203.0.113.50', REP, `guess-${i}`);
    expect((await signInFrom('203.0.113.50', REP, DEMO_PASSWORD)).statusCode).toBe(429);
    const owner = await signInFrom('192.0.2.10', REP, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it('slows guessing spread over many addresses per account, but not in a browser the owner signed in with', async () => {
    const owner = await signInFrom('192.0.2.10', REP, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    const setCookies = [owner.headers['set-cookie']].flat().map(String);
    const known = setCookies.find((line) => line.startsWith('bs_known='));
    expect(known).toMatch(/HttpOnly/);
    expect(known).not.toContain(REP);
    const knownCookie = String(known).split(';')[0];

    // Ten guesses from ten addresses, two each: no address reaches its own limit.
    for (let i = 0; i < 10; i++) await signInFrom(`203.0.113.${100 + (i % 5)}`, REP, `guess-${i}`);
    const stranger = await signInFrom('203.0.113.200', REP, DEMO_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(messageOf(stranger)).toBe(TOO_MANY_FOR_ACCOUNT);

    // The owner's browser, from a new address too, still gets in.
    expect((await signInFrom('192.0.2.77', REP, DEMO_PASSWORD, knownCookie)).statusCode).toBe(200);
    // A cookie made for another account, or forged, does not count.
    const forged = `bs_known=v1:${'a'.repeat(16)}:${'b'.repeat(22)}:${'c'.repeat(30)}`;
    expect((await signInFrom('192.0.2.78', REP, DEMO_PASSWORD, forged)).statusCode).toBe(429);
  });

  it('does not let a refused flood keep the window full, and a success does not count against the address', async () => {
    for (let i = 0; i < 25; i++) {
      const answer = await signInFrom('198.51.100.9', REP, DEMO_PASSWORD);
      expect(answer.statusCode).toBe(200);
    }
    const rows = await t.deps.db.selectFrom('sign_in_failures').select('key').execute();
    expect(rows).toEqual([]);
  });
});
