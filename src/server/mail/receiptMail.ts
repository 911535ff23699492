import type { CartLine } from '../../contract/cartCalls';
import { formatCents } from '../../domain/pricing';
import { escapeHtml, linePrice, lineText } from './mailText';

export interface ReceiptContent {
  name: string;
  policyId: string;
  effectiveDate: string;
  lines: CartLine[];
  /** The monthly total of the plans. */
  totalCents: number;
  /** One-time fees (application fees), charged with the first month only. */
  feeCents: number;
  /** Whether the signed application PDF goes with the message. */
  withApplication: boolean;
}

/** A line's one-time fee, when it has one: "Application fee for Plan: $25.00 (first month only)". */
const feeText = (line: CartLine) =>
  `${line.application_fee_label || 'One-time fee'} for ${line.plan_name}: ${formatCents(Math.round(line.application_fee * 100))} (first month only)`;

/**
 * The 'Enrollment Receipt' e-mail: the confirmation number, the start date, each plan, any one-time
 * fee, the First Month Total Cost and the Recurring Monthly Cost, and the signed application attached.
 */
export function composeReceipt(receipt: ReceiptContent): { subject: string; text: string; html: string } {
  const lines = receipt.lines.filter((line) => line.available);
  const fees = lines.filter((line) => line.application_fee > 0);
  const firstMonth = formatCents(receipt.totalCents + receipt.feeCents);
  const recurring = formatCents(receipt.totalCents);
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
    ...fees.map((line) => `- ${feeText(line)}`),
    '',
    `First Month Total Cost: ${firstMonth}`,
    `Recurring Monthly Cost: ${recurring}`,
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
    ...fees.map((line) => `<li>${escapeHtml(feeText(line))}</li>`),
    '</ul>',
    `<p>First Month Total Cost: ${firstMonth}<br>Recurring Monthly Cost: ${recurring}</p>`,
    ...(receipt.withApplication ? [`<p>${escapeHtml(attached)}</p>`] : []),
  ].join('\n');
  return { subject: 'Enrollment Receipt', text, html };
}
