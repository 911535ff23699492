import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedOutEnrollment, saveStepsToReview, submittedEnrollment } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getPlanCart } from '../../contract/cartCalls';
import { getReceipt, saveReviewInfo } from '../../contract/enrollmentCalls';
import { getPaymentSummary } from '../../contract/paymentSummaryCalls';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe(`what the shopper pays, from cart to receipt (${TEST_DIALECT})`, () => {
  it("says before submission what the first payment is, with its fee, the bank account's last four and the date", async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    const before = await browser.ok(getPaymentSummary, { query: { enrollment_id: id } });
    // Billing not saved yet: the amounts stand, the way of payment is not known.
    expect(before.charged_to).toBe('charged to the payment method you chose');
    await saveStepsToReview(browser, id);
    const summary = await browser.ok(getPaymentSummary, { query: { enrollment_id: id } });
    expect(summary).toEqual({
      initial_month_cost: cart.initial_month_cost,
      recurring_month_cost: cart.recurring_month_cost,
      one_time_fees: [{ name: 'Application fee', plan_name: cart.result[0]?.plan_name, amount: 25 }],
      charged_to: 'charged to the bank account ending 6789',
      effective_date: '12/01/2026',
      charge_sentences: [
        expect.stringMatching(
          /^Your first payment of \$[\d.]+ \(including the one-time Application fee of \$25\.00\) is charged between /,
        ),
      ],
    });
    // The fee line and the plans add up to the first month.
    expect(summary.initial_month_cost).toBeCloseTo(summary.recurring_month_cost + 25, 2);
    expect(JSON.stringify(summary)).not.toContain('000123456789');
  });

  it('the receipt lists each plan, its price, the date, the first and recurring amounts and the payment', async () => {
    const browser = t.browser();
    const id = await checkedOutEnrollment(browser);
    const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
    await saveStepsToReview(browser, id);
    const { policy_id } = await browser.ok(saveReviewInfo, {
      body: { enrollment_id: id, first_enroll: true },
    });
    const line = cart.result[0];
    expect(await browser.ok(getReceipt, { query: { enrollment_id: id } })).toEqual({
      policy_id,
      name: 'Maria Lopez',
      plans: [{ plan_name: line?.plan_name, price_label: line?.price_label, price: line?.price }],
      initial_month_cost: cart.initial_month_cost,
      recurring_month_cost: cart.recurring_month_cost,
      one_time_fees: [{ name: 'Application fee', plan_name: line?.plan_name, amount: 25 }],
      charged_to: 'charged to the bank account ending 6789',
      effective_date: '12/01/2026',
      charge_sentences: [expect.stringContaining('next on 01/28/2027.')],
    });
  });

  it("another browser reads neither an enrollment's receipt nor its payment, and learns nothing", async () => {
    const owner = t.browser();
    const { id } = await submittedEnrollment(owner);
    const stranger = t.browser();
    for (const call of [getReceipt, getPaymentSummary]) {
      const answer = await stranger.call(call, { query: { enrollment_id: id } });
      expect(answer.statusCode).toBe(404);
      expect(JSON.stringify(answer)).not.toMatch(/6789|Maria|Harborline/);
    }
    const junk = await stranger.call(getReceipt, { query: { enrollment_id: "x' OR 1=1 --" } });
    expect(junk.statusCode).toBe(400);
  });
});
