import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER, addCheapest, startEnrollment } from '../../../../testing/journey';
import { type SmtpPeer, startSmtpPeer } from '../../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../../testing/testApp';
import { signIn, signOut } from '../../../contract/authCalls';
import { getPlanCart } from '../../../contract/cartCalls';
import { getQuotePreviewContent } from '../../../contract/quoteCalls';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { QUOTE_EMAIL_MESSAGE, QUOTE_NAME_MESSAGE } from '../../../domain/forms/quoteForm';
import { smtpMailer } from '../../adapters/mailer';
import {
  MAILS_PER_RECIPIENT_PER_DAY,
  MAILS_PER_RECIPIENT_PER_HOUR,
  RECIPIENT_LIMIT_MESSAGE,
} from '../../mail/mailLimits';
import { deliverOutbox } from '../../mail/outbox';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import {
  QUOTE_DAILY_LIMIT_MESSAGE,
  QUOTE_EMPTY_CART,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_NOT_ALLOWED,
  QUOTES_PER_HOUR,
  QUOTES_PER_SENDER_PER_DAY,
} from './quotes';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ mailer: smtpMailer(peer.url) });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const REP_FILTER = {
  ...ADULT_FILTER,
  zip: '10001',
  eprocess: 'rep',
  agent_id: '2',
  group_id: '2512',
  platform_group_id: '3',
};

async function repWithCart() {
  const rep = t.browser();
  await rep.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
  const id = await startEnrollment(rep, REP_FILTER);
  await addCheapest(rep, id);
  return { rep, id };
}

const QUOTE = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  tab: 'cart_info',
  message: 'Call me <b>any</b> time',
};

describe(`personalized quotes (${TEST_DIALECT})`, () => {
  it('previews the quote and sends it as a real e-mail through the outbox', async () => {
    const { rep, id } = await repWithCart();
    const preview = await rep.ok(getQuotePreviewContent, {
      query: { ...QUOTE, enrollment_id: id, type: 'preview' },
    });
    expect(preview.subject).toBe('Your personalized benefits quote from Priya Nair');
    expect(preview.content).toContain('Harborline Dental Essentials');
    expect(preview.content).toContain('Call me &lt;b&gt;any&lt;/b&gt; time');
    expect(preview.content).not.toContain('<b>any</b>');

    const sent = await rep.ok(saveEnrollment, { body: { ...QUOTE, enrollment_id: id } });
    expect(sent.sent_to).toBe('maria@example.com');
    expect(await deliverOutbox(t.deps)).toBe(1);
    expect(await deliverOutbox(t.deps)).toBe(0);
    const mail = peer.received.at(-1);
    expect(mail?.to).toEqual(['maria@example.com']);
    expect(mail?.text).toContain('Subject: Your personalized benefits quote from Priya Nair');
    expect(mail?.text).toContain('Dear Maria Lopez,');
    expect(mail?.text).toMatch(/Harborline Dental Essentials \(Basic\): \$\d+\.\d\d per month/);
  });

  it("shows the cart's one-time fee as its own line and the cart's own first-month and recurring totals", async () => {
    const { rep, id } = await repWithCart();
    const cart = await rep.ok(getPlanCart, { query: { enrollment_id: id } });
    const dollars = (amount: number) => `$${amount.toFixed(2)}`;
    const preview = await rep.ok(getQuotePreviewContent, {
      query: { ...QUOTE, enrollment_id: id, type: 'preview' },
    });
    for (const body of [preview.text, preview.content]) {
      expect(body).toContain('Application fee');
      expect(body).toContain('$25.00');
    }
    expect(preview.text).toContain(
      '- Application fee for Harborline Dental Essentials: $25.00 (first month only)',
    );
    expect(preview.text).toContain(`First Month Total Cost: ${dollars(cart.initial_month_cost)}`);
    expect(preview.text).toContain(`Recurring Monthly Cost: ${dollars(cart.recurring_month_cost)}`);
    expect(preview.content).toContain(
      `First Month Total Cost</th><th align="right">${dollars(cart.initial_month_cost)}`,
    );
    expect(cart.initial_month_cost).toBeCloseTo(cart.recurring_month_cost + 25, 2);
    // A link back to each quoted plan's page, naming the plan only: no enrollment, no details.
    const link = `${t.deps.config.PUBLIC_URL.replace(/\/$/, '')}/plan/101/harborline-dental-essentials`;
    expect(preview.text).toContain(`Harborline Dental Essentials: ${link}`);
    expect(preview.content).toContain(`<a href="${link}">Harborline Dental Essentials</a>`);
    const urls = preview.text.match(/https?:\/\/\S+/g) ?? [];
    expect(urls).toEqual([link]);
    for (const url of urls) for (const secret of [id, '10001', '1985']) expect(url).not.toContain(secret);

    await rep.ok(saveEnrollment, { body: { ...QUOTE, email: 'fee-line@example.com', enrollment_id: id } });
    await deliverOutbox(t.deps);
    const mail = peer.received.at(-1);
    expect(mail?.to).toEqual(['fee-line@example.com']);
    expect(mail?.text).toContain(`First Month Total Cost: ${dollars(cart.initial_month_cost)}`);
  });

  it('checks the name, the e-mail and the tab at their fields, and sends nothing', async () => {
    const { rep, id } = await repWithCart();
    const before = peer.received.length;
    const bad = await rep.call(saveEnrollment, {
      body: { enrollment_id: id, name: 'R2-D2', email: 'not-an-email', tab: 'cart_info' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.errors).toEqual([
      { target_element: 'name', error_message: QUOTE_NAME_MESSAGE },
      { target_element: 'email', error_message: QUOTE_EMAIL_MESSAGE },
    ]);
    const tab = await rep.call(saveEnrollment, { body: { ...QUOTE, enrollment_id: id, tab: 'password' } });
    expect(tab.errors).toEqual([{ target_element: 'tab', error_message: 'Unknown tab' }]);
    const huge = await rep.call(saveEnrollment, {
      body: { ...QUOTE, enrollment_id: id, message: 'x'.repeat(5000) },
    });
    expect(huge.statusCode).toBe(400);
    await deliverOutbox(t.deps);
    expect(peer.received.length).toBe(before);
  });

  it('only for a rep or group enrollment, by its own signed-in rep, with something in the cart', async () => {
    const shopper = t.browser();
    const own = await startEnrollment(shopper);
    await addCheapest(shopper, own);
    const applicant = await shopper.call(saveEnrollment, { body: { ...QUOTE, enrollment_id: own } });
    expect(applicant.statusCode).toBe(403);
    expect(applicant.errors[0]?.error_message).toBe(QUOTE_NOT_ALLOWED);

    const { rep, id } = await repWithCart();
    const stranger = await t.browser().call(saveEnrollment, { body: { ...QUOTE, enrollment_id: id } });
    expect(stranger.statusCode).toBe(404);
    await rep.ok(signOut);
    // Signed out, the rep's enrollment no longer opens in this browser at all.
    expect((await rep.call(saveEnrollment, { body: { ...QUOTE, enrollment_id: id } })).statusCode).toBe(404);

    const again = t.browser();
    await again.ok(signIn, { body: { username: 'priya.nair@example.com', password: DEMO_PASSWORD } });
    const empty = await startEnrollment(again, REP_FILTER);
    const nothing = await again.call(saveEnrollment, { body: { ...QUOTE, enrollment_id: empty } });
    expect(nothing.errors).toEqual([{ target_element: 'enrollment_id', error_message: QUOTE_EMPTY_CART }]);
  });

  it(`sends at most ${QUOTES_PER_HOUR} quotes an hour for one cart`, async () => {
    const { rep, id } = await repWithCart();
    // Each to a recipient of its own: the per-recipient limit is the next test's.
    for (let n = 0; n < QUOTES_PER_HOUR; n += 1)
      await rep.ok(saveEnrollment, {
        body: { ...QUOTE, email: `cart-limit-${n}@example.com`, enrollment_id: id },
      });
    const over = await rep.call(saveEnrollment, {
      body: { ...QUOTE, email: 'cart-limit-x@example.com', enrollment_id: id },
    });
    expect(over.statusCode).toBe(429);
    expect(over.errors).toEqual([{ target_element: 'email', error_message: QUOTE_LIMIT_MESSAGE }]);
  });

  it(`sends one inbox at most ${MAILS_PER_RECIPIENT_PER_HOUR} e-mails an hour, however many carts send them`, async () => {
    const carts = await Promise.all([repWithCart(), repWithCart(), repWithCart()]);
    const answers = [];
    for (const { rep, id } of carts)
      for (let n = 0; n < 5; n += 1)
        answers.push(
          await rep.call(saveEnrollment, {
            body: { ...QUOTE, email: 'inbox@outside.example', enrollment_id: id },
          }),
        );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    expect(answers.at(-1)?.errors).toEqual([
      { target_element: 'email', error_message: RECIPIENT_LIMIT_MESSAGE },
    ]);
  });

  it(`lets a rep send at most ${QUOTES_PER_SENDER_PER_DAY} quotes a day across carts, not counting refused ones`, async () => {
    await t.deps.db.deleteFrom('sign_in_failures').execute();
    const { rep, id: firstCart } = await repWithCart();
    // An inbox that has had its day's mail: quotes to it are refused, and do not use up the rep's day.
    const full = 'full-inbox@example.com';
    await t.deps.db
      .insertInto('sign_in_failures')
      .values(
        Array.from({ length: MAILS_PER_RECIPIENT_PER_DAY }, (_, n) => ({
          key: `mail-to-day:${full}`,
          at: new Date().toISOString(),
          attempt_id: `filled-${n}`,
        })),
      )
      .execute();
    for (let n = 0; n < 5; n += 1) {
      const refused = await rep.call(saveEnrollment, {
        body: { ...QUOTE, email: full, enrollment_id: firstCart },
      });
      expect(refused.errors).toEqual([{ target_element: 'email', error_message: RECIPIENT_LIMIT_MESSAGE }]);
    }
    const ids = [];
    for (let n = 0; n < Math.ceil(QUOTES_PER_SENDER_PER_DAY / QUOTES_PER_HOUR) + 1; n += 1) {
      const id = await startEnrollment(rep, REP_FILTER);
      await addCheapest(rep, id);
      ids.push(id);
    }
    let sent = 0;
    let last: Awaited<ReturnType<typeof rep.call>> | undefined;
    for (const id of ids)
      for (let n = 0; n < QUOTES_PER_HOUR; n += 1) {
        last = await rep.call(saveEnrollment, {
          body: { ...QUOTE, email: `daily-${sent}-${n}-${id.slice(0, 6)}@example.com`, enrollment_id: id },
        });
        if (last.statusCode === 200) sent += 1;
        else break;
      }
    expect(sent).toBe(QUOTES_PER_SENDER_PER_DAY);
    expect(last?.errors).toEqual([{ target_element: 'email', error_message: QUOTE_DAILY_LIMIT_MESSAGE }]);
  });
});
