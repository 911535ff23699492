import type { CartLine } from '../../contract/cartCalls';
import { formatPhone } from '../../domain/phone';
import { formatCents } from '../../domain/pricing';
import { escapeHtml, linePrice, lineText } from './mailText';

export interface QuoteContent {
  recipientName: string;
  message: string;
  lines: CartLine[];
  totalCents: number;
  sender: { name: string; phone: string; email: string };
}

/** The personalized quote e-mail: each plan with its option and monthly price, the total, the note. */
export function composeQuote(quote: QuoteContent): { subject: string; text: string; html: string } {
  const lines = quote.lines.filter((line) => line.available);
  const total = formatCents(quote.totalCents);
  const contact = [quote.sender.name, formatPhone(quote.sender.phone), quote.sender.email].filter(Boolean);
  const subject = `Your personalized benefits quote from ${quote.sender.name}`;
  const text = [
    `Dear ${quote.recipientName},`,
    '',
    `Here is the quote ${quote.sender.name} prepared for you:`,
    '',
    ...lines.map(lineText),
    '',
    `Total: ${total} per month`,
    ...(quote.message ? ['', quote.message] : []),
    '',
    'Questions? Contact:',
    ...contact,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(quote.recipientName)},</p>`,
    `<p>Here is the quote ${escapeHtml(quote.sender.name)} prepared for you:</p>`,
    '<table><thead><tr><th align="left">Plan</th><th align="left">Option</th><th align="right">Monthly</th></tr></thead><tbody>',
    ...lines.map(
      (line) =>
        `<tr><td>${escapeHtml(line.plan_name)}</td><td>${escapeHtml(line.price_label)}</td><td align="right">${linePrice(line)}</td></tr>`,
    ),
    `</tbody><tfoot><tr><th align="left" colspan="2">Total</th><th align="right">${total}</th></tr></tfoot></table>`,
    ...(quote.message ? [`<p>${escapeHtml(quote.message).replace(/\n/g, '<br>')}</p>`] : []),
    `<p>Questions? Contact:<br>${contact.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { subject, text, html };
}
