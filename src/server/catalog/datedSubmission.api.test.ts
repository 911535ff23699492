import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy, scaleRates } from '../../../testing/catalogCopies';
import { addCheapest, saveStepsToReview, startEnrollment } from '../../../testing/journey';
import { pdfText } from '../../../testing/pdfText';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getApplicationPdf } from '../../contract/applicationPdfCalls';
import { fullPath } from '../../contract/callPath';
import { cartCheckout, getCartEffectiveDates, getPlanCart } from '../../contract/cartCalls';
import { saveReviewInfo } from '../../contract/enrollmentCalls';
import { openedBodies } from '../mail/outbox';
import { applyPackage } from './catalogApply';
import { checkPackageDir } from './checkedPackage';

/** The cart offers 12/01/2026 and 01/01/2027; a version with doubled rates starts on the second. */
const NOW = new Date('2026-11-26T12:00:00Z');

let t: TestApp;
let doubled: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  doubled = demoPackageCopy((dir) => scaleRates(dir, 2));
  const check = await checkPackageDir(doubled);
  if (!check.ok) throw new Error('the doubled package has problems');
  await applyPackage(t.deps.db, check.checked, '2027-01-01', NOW);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(doubled, { recursive: true, force: true });
});

/**
 * Dental plan 101 at its cheapest, checked out on `date`, taken to submission: its cart as the review
 * page shows it (its cost panel reads get-plan-cart: the line and the two totals), the receipt e-mail's
 * text and the signed PDF's.
 */
async function submittedOn(browser: TestBrowser, date: string) {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  expect(dates.result).toContain(date);
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: date } });
  await saveStepsToReview(browser, id);
  const review = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
  await browser.ok(saveReviewInfo, { body: { enrollment_id: id, first_enroll: true } });
  const receipt = await t.deps.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('enrollment_id', '=', id)
    .where('kind', '=', 'receipt')
    .executeTakeFirstOrThrow();
  const pdf = await t.app.inject({
    method: 'GET',
    url: fullPath(getApplicationPdf),
    query: { enrollment_id: id },
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  expect(pdf.statusCode).toBe(200);
  return {
    line: review.result[0],
    review,
    receipt: openedBodies(t.deps.secretBox, receipt).text,
    text: await pdfText(pdf.rawPayload),
  };
}

const dollars = (price: number | undefined) => `$${(price ?? 0).toFixed(2)}`;

describe(`a submission priced on its effective date (${TEST_DIALECT})`, () => {
  it('charges December coverage the old rate and January coverage the new, in the cart, the review, the receipt and the signed PDF', async () => {
    const december = await submittedOn(t.browser(), '12/01/2026');
    const january = await submittedOn(t.browser(), '01/01/2027');
    expect(december.line).toMatchObject({ available: true, price_label: january.line?.price_label });
    expect(january.line?.price).toBeCloseTo((december.line?.price ?? 0) * 2, 2);
    // Review's cost panel: the plan's price, the First Month Total Cost (with its $25.00 application
    // fee) and the Recurring Monthly Cost, each on the rates of the chosen date.
    for (const { line, review } of [december, january]) {
      expect(review.recurring_month_cost).toBeCloseTo(line?.price ?? 0, 2);
      expect(review.initial_month_cost).toBeCloseTo((line?.price ?? 0) + 25, 2);
    }
    expect(january.review.recurring_month_cost).toBeCloseTo(december.review.recurring_month_cost * 2, 2);
    // The 'Enrollment Receipt' e-mail (the receipt page itself shows the confirmation number only).
    for (const { line, review, receipt } of [december, january]) {
      expect(receipt).toContain(
        `- ${line?.plan_name} (${line?.price_label}): ${dollars(line?.price)} per month`,
      );
      expect(receipt).toContain(`First Month Total Cost: ${dollars(review.initial_month_cost)}`);
      expect(receipt).toContain(`Recurring Monthly Cost: ${dollars(review.recurring_month_cost)}`);
    }
    expect(january.receipt).not.toContain(dollars(december.line?.price));
    expect(december.receipt).toContain('Coverage starts: 12/01/2026');
    expect(january.receipt).toContain('Coverage starts: 01/01/2027');
    expect(december.text).toContain(dollars(december.line?.price));
    expect(january.text).toContain(dollars(january.line?.price));
    expect(january.text).not.toContain(dollars(december.line?.price));
  });
});

describe(`the cart priced on the effective date as soon as it is chosen (${TEST_DIALECT})`, () => {
  it('shows the rates of the chosen date before Confirm stores it, and refuses a date not offered', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await addCheapest(browser, id);
    const cartOn = (effective_date?: string) =>
      browser.ok(getPlanCart, {
        query: { enrollment_id: id, ...(effective_date === undefined ? {} : { effective_date }) },
      });
    // Nothing chosen yet: the earliest date offered, 12/01/2026, on the rates in effect then.
    const unchosen = await cartOn();
    const december = await cartOn('12/01/2026');
    const january = await cartOn('01/01/2027');
    const price = unchosen.result[0]?.price ?? 0;
    expect(price).toBeGreaterThan(0);
    expect(december.result[0]?.price).toBe(price);
    expect(january.result[0]).toMatchObject({
      available: true,
      price_label: unchosen.result[0]?.price_label,
    });
    expect(january.result[0]?.price).toBeCloseTo(price * 2, 2);
    expect(january.recurring_month_cost).toBeCloseTo(price * 2, 2);
    expect(january.initial_month_cost).toBeCloseTo(price * 2 + 25, 2);
    expect(december.initial_month_cost).toBeCloseTo(price + 25, 2);

    // Choosing stores nothing: the enrollment still has no date, and its cart without one is December's.
    const stored = await t.deps.db
      .selectFrom('enrollments')
      .select('effective_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.effective_date ?? null).toBeNull();
    expect((await cartOn()).result[0]?.price).toBe(price);

    for (const date of ['02/01/2027', '2027-01-01', '']) {
      const refused = await browser.call(getPlanCart, { query: { enrollment_id: id, effective_date: date } });
      expect(refused.statusCode).toBe(400);
      expect(refused.errors).toEqual([
        { target_element: 'effective_date', error_message: 'Choose one of the effective dates offered' },
      ]);
    }
  });
});
