import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheapest, startEnrollment } from '../../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { getBillDate, getBillingText, routingNumberBankLookup } from '../../../contract/billingLookupCalls';
import { fullPath } from '../../../contract/callPath';
import { clearFailures } from '../../access/failedAttempts';
import { ROUTING_MESSAGES } from '../../adapters/routingDirectory';
import { toJsonText } from '../../db/json';
import { loadDemoRoutingDirectory } from '../../routing/routingImport';
import { FALLBACK_BILLING_TEXT } from './billingText';
import { ROUTING_LIMIT_MESSAGE, ROUTING_LOOKUPS_PER_WINDOW, routingLookupKey } from './routingLookupLimit';

let t: TestApp;
/** How many banks the demo directory holds. */
let demoBanks = 0;
beforeAll(async () => {
  t = await startTestApp();
  demoBanks = await loadDemoRoutingDirectory(t.deps.db);
});
afterAll(() => t.close());

const routingError = (message: string) => [{ target_element: 'routing_number', error_message: message }];

/** Every inject comes from this address unless told otherwise. */
const LOCAL = '127.0.0.1';

describe(`routing-number-bank-lookup (${TEST_DIALECT})`, () => {
  it("names the demo directory's bank in upper case (the fixtures' and e2e's 011000015)", async () => {
    await clearFailures(t.deps, routingLookupKey(LOCAL));
    const browser = t.browser();
    expect(await browser.ok(routingNumberBankLookup, { query: { q: '011000015' } })).toEqual({
      name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
    });
    expect(await browser.ok(routingNumberBankLookup, { query: { q: ' 501000017 ' } })).toEqual({
      name: 'SAMPLEVILLE DEMO TRUST (FICTIONAL)',
    });
  });

  it('answers a bad number 400 and a valid one no directory knows 404, each at routing_number', async () => {
    const browser = t.browser();
    const cases: [unknown, string, number][] = [
      ['01100001', ROUTING_MESSAGES.digits, 400],
      ['0110000150', ROUTING_MESSAGES.digits, 400],
      ['011000016', ROUTING_MESSAGES.invalid, 400],
      // Chase's real number: the demo directory does not hold it, so the person types the name.
      ['021000021', ROUTING_MESSAGES.unknown, 404],
      ['123456780', ROUTING_MESSAGES.unknown, 404],
    ];
    for (const [q, message, status] of cases) {
      const result = await browser.call(routingNumberBankLookup, { query: { q } });
      expect(result.statusCode, String(q)).toBe(status);
      expect(result.errors, String(q)).toEqual(routingError(message));
    }
    const missing = await browser.call(routingNumberBankLookup, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.errors).toEqual(routingError(ROUTING_MESSAGES.digits));
  });

  it('refuses hostile input with the digits message, never a 500', async () => {
    const browser = t.browser();
    for (const q of [
      'abcdefghi',
      '1'.repeat(5000),
      "011000015' OR '1'='1",
      '01100001;',
      '０１１０００ ０１５',
    ]) {
      const result = await browser.call(routingNumberBankLookup, { query: { q } });
      expect(result.statusCode, q.slice(0, 20)).toBe(400);
      expect(result.errors).toEqual(routingError(ROUTING_MESSAGES.digits));
    }
    const count = await t.deps.db
      .selectFrom('bank_routing')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(demoBanks);
  });

  it(`allows ${ROUTING_LOOKUPS_PER_WINDOW} look-ups per client address in 15 minutes, then 429`, async () => {
    await clearFailures(t.deps, routingLookupKey(LOCAL));
    const browser = t.browser();
    for (let i = 0; i < ROUTING_LOOKUPS_PER_WINDOW; i++) {
      const result = await browser.call(routingNumberBankLookup, {
        query: { q: i % 2 ? '011000015' : '123456780' },
      });
      expect(result.statusCode, `look-up ${i + 1}`).not.toBe(429);
    }
    // A new browser (new cookies) from the same address is still refused, even for a known bank.
    const refused = await t.browser().call(routingNumberBankLookup, { query: { q: '011000015' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.errors).toEqual(routingError(ROUTING_LIMIT_MESSAGE));
    // Another address is counted on its own.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: fullPath(routingNumberBankLookup),
      query: { q: '011000015' },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({
      status: 'success',
      data: { name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)' },
    });
    await clearFailures(t.deps, routingLookupKey(LOCAL));
  });
});

describe(`get-bill-date (${TEST_DIALECT})`, () => {
  it("lists the store's bill dates with the spec's '<n>th of month' labels, 28 preset", async () => {
    const answer = await t.browser().ok(getBillDate);
    expect(answer.result).toEqual([
      { bill_date: '1', label: '1st of month' },
      { bill_date: '5', label: '5th of month' },
      { bill_date: '10', label: '10th of month' },
      { bill_date: '15', label: '15th of month' },
      { bill_date: '20', label: '20th of month' },
      { bill_date: '28', label: '28th of month' },
    ]);
    expect(answer.default_bill_date).toBe('28');
  });
});

describe(`get-billing-text (${TEST_DIALECT})`, () => {
  it("answers the cart's carriers' descriptors in cart order, the site's for an empty cart", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    const empty = await browser.ok(getBillingText, { query: { enrollment_id: id } });
    expect(empty.result.billing_text).toBe('BENEFIT STORE*ENROLL');
    await addCheapest(browser, id, 101);
    expect((await browser.ok(getBillingText, { query: { enrollment_id: id } })).result).toEqual({
      billing_text: 'HARBORLINE*BENEFITS',
    });
    await addCheapest(browser, id, 111);
    expect((await browser.ok(getBillingText, { query: { enrollment_id: id } })).result.billing_text).toBe(
      'HARBORLINE*BENEFITS, BLUEWATER*VISION',
    );
  });

  it("answers 404 for another browser's enrollment and refuses a malformed id", async () => {
    const owner = t.browser();
    const id = await startEnrollment(owner);
    for (const browser of [t.browser(), owner]) {
      const enrollment_id = browser === owner ? "x' OR 1=1 --" : id;
      const result = await browser.call(getBillingText, { query: { enrollment_id } });
      expect(result.statusCode).toBe(browser === owner ? 400 : 404);
      expect(result.errors[0]?.target_element).toBe('enrollment_id');
    }
  });

  it("falls back to the site's descriptor for a carrier without one, and to ours without a site text", async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await addCheapest(browser, id, 101);
    const site = await t.deps.db
      .selectFrom('sites')
      .select('settings')
      .where('kind', '=', 'default')
      .executeTakeFirstOrThrow();
    try {
      await t.deps.db.updateTable('carriers').set({ billing_text: null }).where('id', '=', 1).execute();
      expect((await browser.ok(getBillingText, { query: { enrollment_id: id } })).result.billing_text).toBe(
        'BENEFIT STORE*ENROLL',
      );
      const { billing_text: _, ...withoutText } = JSON.parse(site.settings) as Record<string, unknown>;
      const setSite = (settings: Record<string, unknown>) =>
        t.deps.db
          .updateTable('sites')
          .set({ settings: toJsonText(settings) })
          .where('kind', '=', 'default')
          .execute();
      // Without a descriptor of its own, the store's name (site.json's) in capitals, at most 22 characters.
      await setSite({ ...withoutText, site_name: 'Wu Benefits of Northern Texas' });
      expect((await browser.ok(getBillingText, { query: { enrollment_id: id } })).result.billing_text).toBe(
        'WU BENEFITS OF NORTHER',
      );
      const { site_name: __, ...nameless } = withoutText;
      await setSite(nameless);
      expect((await browser.ok(getBillingText, { query: { enrollment_id: id } })).result.billing_text).toBe(
        FALLBACK_BILLING_TEXT,
      );
    } finally {
      await t.deps.db
        .updateTable('carriers')
        .set({ billing_text: 'HARBORLINE*BENEFITS' })
        .where('id', '=', 1)
        .execute();
      await t.deps.db
        .updateTable('sites')
        .set({ settings: site.settings })
        .where('kind', '=', 'default')
        .execute();
    }
  });
});
