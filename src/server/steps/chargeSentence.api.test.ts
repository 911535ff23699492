import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK } from '../../../testing/fixtures';
import { checkedOutEnrollment, saveStepsToReview } from '../../../testing/journey';
import { pdfText } from '../../../testing/pdfText';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getApplicationPdf } from '../../contract/applicationPdfCalls';
import { getBillDate } from '../../contract/billingLookupCalls';
import { fullPath } from '../../contract/callPath';
import { getChargeTerms } from '../../contract/chargeTermsCalls';
import { getReceipt, saveBillingInfo, saveReviewInfo } from '../../contract/enrollmentCalls';
import { getPaymentSummary } from '../../contract/paymentSummaryCalls';
import { ordinalDay } from '../../domain/billDateLabel';
import { smtpMailer } from '../adapters/mailer';
import { deliverOutbox } from '../mail/outbox';
import { BILL_DATE_NOT_OFFERED } from './billing/billingCheck';

/** Today is 11/22/2026: the first effective date offered is 12/01/2026. */
let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const dollars = (amount: number) => `$${amount.toFixed(2)}`;
/** The PDF's text with its line wrapping undone. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pdfOf(browser: TestBrowser, id: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: fullPath(getApplicationPdf),
    query: { enrollment_id: id },
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return flat(await pdfText(response.rawPayload));
}

describe(`what is charged when (${TEST_DIALECT})`, () => {
  it('offers the carrier’s bill dates and preset, and refuses a day its terms do not offer', async () => {
    const owner = t.browser();
    const id = await checkedOutEnrollment(owner);
    const terms = await owner.ok(getChargeTerms, { query: { enrollment_id: id } });
    expect(terms.bill_dates.map((option) => option.bill_date)).toEqual(['1', '5', '10', '15', '20', '28']);
    expect(terms.default_bill_date).toBe('28');
    // A sentence for each day offered, with the first charge's window and the second charge's date.
    const summary = await owner.ok(getPaymentSummary, { query: { enrollment_id: id } });
    const first = `Your first payment of ${dollars(summary.initial_month_cost)} (including the one-time Application fee of $25.00) is charged between 11/22/2026 and 11/27/2026; after that ${dollars(summary.recurring_month_cost)} is charged on the`;
    expect(terms.sentences.map((option) => [option.bill_date, option.sentences])).toEqual(
      ['1', '5', '10', '15', '20', '28'].map((day) => [
        day,
        [`${first} ${ordinalDay(Number(day))} of each month, next on 01/${day.padStart(2, '0')}/2027.`],
      ]),
    );
    expect(terms.eft_notes).toEqual([
      {
        payers: ['Harborline Mutual'],
        notes: expect.arrayContaining(['An insufficient funds fee of $30 applies.']),
      },
    ]);
    const dates = await owner.ok(getBillDate, { query: { enrollment_id: id } });
    expect(dates.result).toEqual(terms.bill_dates);
    expect(dates.default_bill_date).toBe('28');

    const refused = await owner.call(saveBillingInfo, {
      body: { enrollment_id: id, ...BANK, bill_date: '31' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual([{ target_element: 'bill_date', error_message: BILL_DATE_NOT_OFFERED }]);
  });

  it('Review, the receipt, the receipt e-mail (through SMTP) and the PDF say the same sentence with both dates', async () => {
    const owner = t.browser();
    const id = await checkedOutEnrollment(owner);
    await saveStepsToReview(owner, id);
    // The shopper picks the 1st: the second charge is on the 1st of the month after coverage starts.
    await owner.ok(saveBillingInfo, { body: { enrollment_id: id, ...BANK, bill_date: '1' } });
    const summary = await owner.ok(getPaymentSummary, { query: { enrollment_id: id } });
    const sentence =
      `Your first payment of ${dollars(summary.initial_month_cost)} (including the one-time Application fee of $25.00) ` +
      `is charged between 11/22/2026 and 11/27/2026; after that ${dollars(summary.recurring_month_cost)} is charged ` +
      'on the 1st of each month, next on 01/01/2027.';
    expect(summary.charge_sentences).toEqual([sentence]);

    const { policy_id: policyId } = await owner.ok(saveReviewInfo, {
      body: { enrollment_id: id, first_enroll: true },
    });
    expect((await owner.ok(getReceipt, { query: { enrollment_id: id } })).charge_sentences).toEqual([
      sentence,
    ]);
    expect(await pdfOf(owner, id)).toContain(sentence);
    await deliverOutbox({ ...t.deps, mailer: smtpMailer(peer.url) });
    const mail = peer.received.find((m) => m.to.includes('maria@example.com') && m.text.includes(policyId));
    expect(mail?.text).toContain(sentence);
  });
});
