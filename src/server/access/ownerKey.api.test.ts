import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getEnrollmentTempInfo } from '../../contract/filterCalls';
import { continueEnrollment, saveEnrollment } from '../../contract/saveEnrollmentCalls';
import { openedBodies } from '../mail/outbox';

const SIGNED_KEY = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

/** The value of the owner cookie in a browser's jar, under the name it is set with. */
const ownerValue = (browser: TestBrowser, name = 'bs_owner') =>
  new RegExp(`(?:^|; )${name.replace('-', '\\-')}=([^;]*)`).exec(browser.cookie ?? '')?.[1] ?? '';

/** Whether the browser can read the enrollment's filter (200) or gets the same 404 as for no enrollment. */
const reads = async (browser: TestBrowser, id: string) =>
  (await browser.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } }))
    .statusCode;

describe(`the browser's owner key (${TEST_DIALECT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is issued and signed by the store: a value it did not sign opens nothing', async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    const value = ownerValue(owner);
    expect(value).toMatch(SIGNED_KEY);
    expect(await reads(owner, id)).toBe(200);
    const [key = '', signature = ''] = value.split('.');
    // The bare key, as the store used to take it, and the key with a signature of another key.
    for (const planted of [key, `${key}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`]) {
      const other = t.browser();
      other.plantCookie('bs_owner', planted);
      expect(await reads(other, id), planted).toBe(404);
    }
  });

  it('is made anew when the browser creates an enrollment: a key planted before never holds it', async () => {
    const attacker = t.browser();
    await startEnrollment(attacker);
    const known = ownerValue(attacker);
    // A sibling subdomain plants the attacker's own, validly signed key in the victim's browser.
    const victim = t.browser();
    victim.plantCookie('bs_owner', known);
    const first = await startEnrollment(victim);
    expect(ownerValue(victim)).not.toBe(known);
    expect(await reads(attacker, first)).toBe(404);
    expect(await reads(victim, first)).toBe(200);
    // The victim's second enrollment makes another key; the first still opens for them, and for no one else.
    const keyAfterFirst = ownerValue(victim);
    const second = await startEnrollment(victim);
    expect(ownerValue(victim)).not.toBe(keyAfterFirst);
    expect(await reads(victim, first)).toBe(200);
    expect(await reads(victim, second)).toBe(200);
    const stale = t.browser();
    stale.plantCookie('bs_owner', keyAfterFirst);
    expect(await reads(stale, first)).toBe(404);
  });

  it('is made anew when an enrollment is resumed by its code', async () => {
    const shopper = t.browser();
    const id = await startEnrollment(shopper);
    await shopper.ok(saveEnrollment, {
      body: { enrollment_id: id, email: 'owner.key@example.com', tab: 'contact_info' },
    });
    const mail = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'resume')
      .where('enrollment_id', '=', id)
      .executeTakeFirstOrThrow();
    const code = /Your code: ([A-Z0-9]{8})/.exec(openedBodies(t.deps.secretBox, mail).text)?.[1] ?? '';
    const attacker = t.browser();
    await startEnrollment(attacker);
    const resumer = t.browser();
    resumer.plantCookie('bs_owner', ownerValue(attacker));
    await resumer.ok(continueEnrollment, { body: { code, email: 'owner.key@example.com' } });
    expect(await reads(resumer, id)).toBe(200);
    expect(await reads(attacker, id)).toBe(404);
  });
});

describe(`the owner key on https (${TEST_DIALECT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://store.example' } });
  });
  afterAll(() => t.close());

  it('is named __Host-bs_owner, Secure, for the whole host only; a plain bs_owner is not read', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: { zip: '90210', gender: '1', tier: 'IO', dob: '04/12/1985' },
    });
    const line = String(raw.headers['set-cookie']);
    expect(line).toMatch(/^__Host-bs_owner=[0-9a-f]{32}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; /);
    expect(line).toContain('Secure');
    expect(line).not.toMatch(/Domain=/i);
    const owner = t.browser();
    const id = await startEnrollment(owner);
    expect(await reads(owner, id)).toBe(200);
    // The same value under the name any host of the site could set.
    const sibling = t.browser();
    sibling.plantCookie('bs_owner', ownerValue(owner, '__Host-bs_owner'));
    expect(await reads(sibling, id)).toBe(404);
  });
});
