import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn, signOut, whoAmI } from '../../../contract/authCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`sign-in (${TEST_DIALECT})`, () => {
  it('signs a rep in with an HttpOnly session, and out again', async () => {
    const browser = t.browser();
    expect(await browser.ok(whoAmI)).toEqual({ signed_in: false, account: null });
    const account = await browser.ok(signIn, {
      body: { username: 'Jordan.Ellis@example.com', password: DEMO_PASSWORD },
    });
    expect(account).toEqual({ kind: 'agent', name: 'Jordan Ellis', agent_id: 1, group_id: null });
    expect(browser.cookie).toMatch(/bs_session=[A-Za-z0-9_-]{43}/);
    const sessions = await t.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    expect((await browser.ok(whoAmI)).account?.name).toBe('Jordan Ellis');
    await browser.ok(signOut);
    expect((await browser.ok(whoAmI)).signed_in).toBe(false);
  });

  it('signs a group administrator in', async () => {
    const account = await t
      .browser()
      .ok(signIn, { body: { username: 'admin.2512@example.com', password: DEMO_PASSWORD } });
    expect(account).toEqual({
      kind: 'group',
      name: 'Coastal Dental Partners',
      agent_id: 2,
      group_id: 2512,
    });
  });

  it('answers a wrong password and an unknown user alike, and rate limits failures', async () => {
    const browser = t.browser();
    const wrong = await browser.call(signIn, {
      body: { username: 'priya.nair@example.com', password: 'guess' },
    });
    const unknown = await browser.call(signIn, {
      body: { username: 'nobody@example.com', password: 'guess' },
    });
    for (const result of [wrong, unknown]) {
      expect(result.statusCode).toBe(401);
      expect(result.errors).toEqual([
        { target_element: 'password', error_message: 'The e-mail or password is not right' },
      ]);
    }
    for (let i = 0; i < 4; i++)
      await browser.call(signIn, { body: { username: 'priya.nair@example.com', password: 'guess' } });
    const locked = await browser.call(signIn, {
      body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.errors[0]?.error_message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(browser.cookie ?? '').not.toContain('bs_session');
  });

  it('checks the form with the same rules as the page', async () => {
    const result = await t.browser().call(signIn, { body: { username: 'not-an-email', password: '' } });
    expect(result.errors).toEqual([
      { target_element: 'username', error_message: 'Please enter valid email address' },
      { target_element: 'password', error_message: 'Field is required' },
    ]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `bs_session=${'a'.repeat(43)}` },
    });
    expect(forged.json().data).toEqual({ signed_in: false, account: null });
  });

  it("closes the door at sign-out: the rep's enrollments no longer open in that browser, and its key changes", async () => {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    const keyAtSignIn = rep.cookie?.match(/bs_owner=([0-9a-f]{32})/)?.[1];
    const created = await rep.ok(addFilterForNewUser, {
      body: { ...ADULT_FILTER, eprocess: 'rep', agent_id: 1 },
    });
    const read = () =>
      rep.call(getEnrollmentTempInfo, {
        query: { enrollment_id: created.temp_enrollment_id, column: 'filter_info' },
      });
    expect((await read()).statusCode).toBe(200);
    // The browser's key, kept from before sign-out (a copied cookie), still does not open it without the session.
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/get-enrollment-temp-info?enrollment_id=${created.temp_enrollment_id}&column=filter_info`,
      headers: { cookie: `bs_owner=${keyAtSignIn}` },
    });
    expect(stolen.statusCode).toBe(404);

    await rep.ok(signOut);
    expect(rep.cookie?.match(/bs_owner=([0-9a-f]{32})/)?.[1]).not.toBe(keyAtSignIn);
    expect((await read()).statusCode).toBe(404);
    // Signing in again does not bring back what the old key opened.
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    expect((await read()).statusCode).toBe(404);
  });
});
