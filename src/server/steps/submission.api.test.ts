import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../testing/fixtures';
import { checkedOutEnrollment, DENTAL_PLAN_ID, saveStepsToReview } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getPlanCart, removePlanFromCart } from '../../contract/cartCalls';
import { saveContactInfo, saveReviewInfo } from '../../contract/enrollmentCalls';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../mail/mailLimits';
import { EMPTY_CART_AT_SUBMISSION, noLongerOffered } from '../pricing/cartSubmission';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  t.deps.db
    .selectFrom('enrollments')
    .select(['status', 'policy_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A member-only dental enrollment with every step saved, ready to submit. */
async function readyToSubmit(browser: TestBrowser): Promise<string> {
  const id = await checkedOutEnrollment(browser);
  await saveStepsToReview(browser, id);
  return id;
}

describe(`submission checks the cart again (${TEST_DIALECT})`, () => {
  it('refuses a cart emptied after checkout, and submits nothing', async () => {
    const browser = t.browser();
    const id = await readyToSubmit(browser);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    for (const line of cart.result) {
      await browser.ok(removePlanFromCart, {
        body: { enrollment_id: id, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id },
      });
    }
    const submitted = await browser.call(saveReviewInfo, { body: { enrollment_id: id } });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.errors).toEqual([
      { target_element: 'enrollment_id', error_message: EMPTY_CART_AT_SUBMISSION },
    ]);
    expect(await statusOf(id)).toEqual({ status: 'open', policy_id: null });
  });

  it('refuses a plan withdrawn after checkout, naming it', async () => {
    const browser = t.browser();
    const id = await readyToSubmit(browser);
    const plan = await t.deps.db
      .selectFrom('plans')
      .select('name')
      .where('id', '=', DENTAL_PLAN_ID)
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('plans').set({ active: 0 }).where('id', '=', DENTAL_PLAN_ID).execute();
    try {
      const submitted = await browser.call(saveReviewInfo, { body: { enrollment_id: id } });
      expect(submitted.statusCode).toBe(409);
      expect(submitted.errors).toEqual([
        { target_element: 'enrollment_id', error_message: noLongerOffered(plan.name) },
      ]);
      expect(await statusOf(id)).toEqual({ status: 'open', policy_id: null });
    } finally {
      await t.deps.db.updateTable('plans').set({ active: 1 }).where('id', '=', DENTAL_PLAN_ID).execute();
    }
    expect((await browser.call(saveReviewInfo, { body: { enrollment_id: id } })).statusCode).toBe(200);
  });
});

describe(`receipts obey the mail limits (${TEST_DIALECT})`, () => {
  it("twelve submissions to one inbox, under +tags, queue at most the recipient's hourly limit; each submission stands", async () => {
    const inbox = 'receipt.victim@example.com';
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      const browser = t.browser();
      const id = await readyToSubmit(browser);
      // Each enrollment names the same inbox, most under a tag of their own.
      const email = n % 3 === 0 ? inbox : `receipt.victim+${n}@example.com`;
      await browser.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT, email_address: email } });
      const submitted = await browser.ok(saveReviewInfo, { body: { enrollment_id: id } });
      expect(submitted.policy_id).toMatch(/^BS\d{10}$/);
      ids.push(id);
    }
    const receipts = await t.deps.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'receipt')
      .where('enrollment_id', 'in', ids)
      .execute();
    expect(receipts.length).toBe(MAILS_PER_RECIPIENT_PER_HOUR);
    for (const id of ids) expect((await statusOf(id)).status).toBe('submitted');
  });
});
