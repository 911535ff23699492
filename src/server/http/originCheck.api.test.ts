import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { signIn, whoAmI } from '../../contract/authCalls';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://store.example' } });
});
afterAll(() => t.close());

describe(`calls that change something come from the store's own pages (${TEST_DIALECT})`, () => {
  async function signedInRep() {
    const rep = t.browser();
    await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
    return rep;
  }
  const signOutFrom = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: {},
      headers: { cookie, host: 'store.example', ...headers },
    });

  it('refuses a sign-out sent from another site or a sibling subdomain, and the rep stays signed in', async () => {
    const rep = await signedInRep();
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'https://promo.store.example', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await signOutFrom(rep.cookie ?? '', headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        status: 'error',
        statusCode: 403,
        data: [
          { target_element: 'origin', error_message: 'This request came from another site and was refused.' },
        ],
      });
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
    expect((await rep.ok(whoAmI)).signed_in).toBe(true);
  });

  it("accepts the store's own pages: the host asked, PUBLIC_URL, or a browser that says same-origin", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://store.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://store.example' },
    ]) {
      const rep = await signedInRep();
      const answer = await signOutFrom(rep.cookie ?? '', headers);
      expect(answer.statusCode).toBe(200);
    }
    // Behind a proxy that rewrites Host, PUBLIC_URL's origin is the store's own.
    const rep = await signedInRep();
    const rewritten = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: {},
      headers: { cookie: rep.cookie ?? '', host: '10.0.0.5:3000', origin: 'https://store.example' },
    });
    expect(rewritten.statusCode).toBe(200);
  });

  it('leaves reads alone: a cross-site GET is answered (it changes nothing)', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-states',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });
});
