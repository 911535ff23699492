import type { CartLine } from '../../contract/cartCalls';
import { formatCents } from '../../domain/pricing';
import { escapeHtml, linePrice, lineText } from './mailText';

export interface ReceiptContent {
  name: string;
  policyId: string;
  effectiveDate: string;
  lines: CartLine[];
  totalCents: number;
}

/** The 'Enrollment Receipt' e-mail: the confirmation number, the start date, each plan and the monthly total. */
export function composeReceipt(receipt: ReceiptContent): { subject: string; text: string; html: string } {
  const lines = receipt.lines.filter((line) => line.available);
  const total = formatCents(receipt.totalCents);
  const greeting = receipt.name ? `Dear ${receipt.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Thank you for your enrollment.',
    `Confirmation Number: ${receipt.policyId}`,
    `Coverage starts: ${receipt.effectiveDate}`,
    '',
    ...lines.map(lineText),
    '',
    `Monthly total: ${total}`,
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
    '</ul>',
    `<p>Monthly total: ${total}</p>`,
  ].join('\n');
  return { subject: 'Enrollment Receipt', text, html };
}
