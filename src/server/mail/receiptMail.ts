import type { CartLine } from '../../contract/cartCalls';
import { type CartTotals, oneTimeFees } from '../../domain/cartTotals';
import { formatCents } from '../../domain/pricing';
import { escapeHtml, feeText, linePrice, lineText } from './mailText';

export interface ReceiptContent {
  name: string;
  policyId: string;
  effectiveDate: string;
  lines: CartLine[];
  /** The cart's first-month and recurring totals (domain/cartTotals.ts). */
  totals: CartTotals;
  /** What is charged when (domain/chargeSchedule.ts), as the receipt page and the PDF say it. */
  chargeSentences: readonly string[];
  /** Whether the signed application PDF goes with the message. */
  withApplication: boolean;
}

/**
 * The 'Enrollment Receipt' e-mail: the confirmation number, the start date, each plan, any one-time
 * fee, the First Month Total Cost and the Recurring Monthly Cost, what is charged when, and the signed
 * application attached.
 */
export function composeReceipt(receipt: ReceiptContent): { subject: string; text: string; html: string } {
  const lines = receipt.lines.filter((line) => line.available);
  const fees = oneTimeFees(lines);
  const firstMonth = formatCents(receipt.totals.firstMonthCents);
  const recurring = formatCents(receipt.totals.recurringCents);
  const greeting = receipt.name ? `Dear ${receipt.name},` : 'Hello,';
  const attached = 'Your signed application is attached to this message as a PDF.';
  const text = [
    greeting,
    '',
    'Thank you for your enrollment.',
    `Confirmation Number: ${receipt.policyId}`,
    `Coverage starts: ${receipt.effectiveDate}`,
    '',
    ...lines.map(lineText),
    ...fees.map((fee) => `- ${feeText(fee)}`),
    '',
    `First Month Total Cost: ${firstMonth}`,
    `Recurring Monthly Cost: ${recurring}`,
    ...(receipt.chargeSentences.length > 0 ? ['', ...receipt.chargeSentences] : []),
    ...(receipt.withApplication ? ['', attached] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Thank you for your enrollment.</p>',
    `<p>Confirmation Number: <strong>${escapeHtml(receipt.policyId)}</strong><br>Coverage starts: ${escapeHtml(receipt.effectiveDate)}</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li>${escapeHtml(line.plan_name)} (${escapeHtml(line.price_label)}): ${linePrice(line)} per month</li>`,
    ),
    ...fees.map((fee) => `<li>${escapeHtml(feeText(fee))}</li>`),
    '</ul>',
    `<p>First Month Total Cost: ${firstMonth}<br>Recurring Monthly Cost: ${recurring}</p>`,
    ...receipt.chargeSentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`),
    ...(receipt.withApplication ? [`<p>${escapeHtml(attached)}</p>`] : []),
  ].join('\n');
  return { subject: 'Enrollment Receipt', text, html };
}
