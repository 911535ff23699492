import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplicationPdf } from '../../contract/applicationPdfCalls';
import { fullPath } from '../../contract/callPath';
import { cartCheckout, getCartEffectiveDates, getPlanCart } from '../../contract/cartCalls';
import { saveReviewInfo } from '../../contract/enrollmentCalls';
import { demoPackageCopy, scaleRates } from '../testing/catalogCopies';
import { addCheapest, saveStepsToReview, startEnrollment } from '../testing/journey';
import { pdfText } from '../testing/pdfText';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../testing/testApp';
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

/** Dental plan 101 at its cheapest, checked out on `date`, taken to submission: its cart and PDF text. */
async function submittedOn(browser: TestBrowser, date: string) {
  const id = await startEnrollment(browser);
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  expect(dates.result).toContain(date);
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: date } });
  const cart = await browser.ok(getPlanCart, { query: { enrollment_id: id } });
  await saveStepsToReview(browser, id);
  await browser.ok(saveReviewInfo, { body: { enrollment_id: id, first_enroll: true } });
  const pdf = await t.app.inject({
    method: 'GET',
    url: fullPath(getApplicationPdf),
    query: { enrollment_id: id },
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  expect(pdf.statusCode).toBe(200);
  return { line: cart.result[0], text: pdfText(pdf.rawPayload) };
}

describe(`a submission priced on its effective date (${TEST_DIALECT})`, () => {
  it('charges December coverage the old rate and January coverage the new, in the cart and the signed PDF', async () => {
    const december = await submittedOn(t.browser(), '12/01/2026');
    const january = await submittedOn(t.browser(), '01/01/2027');
    expect(december.line).toMatchObject({ available: true, price_label: january.line?.price_label });
    expect(january.line?.price).toBeCloseTo((december.line?.price ?? 0) * 2, 2);
    const dollars = (price: number | undefined) => `$${(price ?? 0).toFixed(2)}`;
    expect(december.text).toContain(dollars(december.line?.price));
    expect(january.text).toContain(dollars(january.line?.price));
    expect(january.text).not.toContain(dollars(december.line?.price));
  });
});
