import type { CartLine } from '../../contract/cartCalls';
import { type CartTotals, oneTimeFees } from '../../domain/cartTotals';
import { formatPhone } from '../../domain/phone';
import { planPath } from '../../domain/planPath';
import { formatCents } from '../../domain/pricing';
import { escapeHtml, feeText, linePrice, lineText } from './mailText';

export interface QuoteContent {
  recipientName: string;
  message: string;
  lines: CartLine[];
  /** The cart's first-month and recurring totals (domain/cartTotals.ts), as the cart shows them. */
  totals: CartTotals;
  sender: { name: string; phone: string; email: string };
  /** The store's address (PUBLIC_URL), for the links back to each quoted plan. */
  storeUrl: string;
}

/**
 * The personalized quote e-mail: each plan with its option and monthly price, each one-time fee as
 * its own line, the First Month Total Cost and the Recurring Monthly Cost (the cart's), the note.
 */
export function composeQuote(quote: QuoteContent): { subject: string; text: string; html: string } {
  const lines = quote.lines.filter((line) => line.available);
  const fees = oneTimeFees(lines);
  const base = quote.storeUrl.replace(/\/$/, '');
  // Each plan's own page: its id and name only, nothing of the person quoted.
  const planUrl = (line: CartLine) => `${base}${planPath(line.plan_id, line.plan_name)}`;
  const firstMonth = formatCents(quote.totals.firstMonthCents);
  const recurring = formatCents(quote.totals.recurringCents);
  const contact = [quote.sender.name, formatPhone(quote.sender.phone), quote.sender.email].filter(Boolean);
  const subject = `Your personalized benefits quote from ${quote.sender.name}`;
  const text = [
    `Dear ${quote.recipientName},`,
    '',
    `Here is the quote ${quote.sender.name} prepared for you:`,
    '',
    ...lines.map(lineText),
    ...fees.map((fee) => `- ${feeText(fee)}`),
    '',
    `First Month Total Cost: ${firstMonth}`,
    `Recurring Monthly Cost: ${recurring}`,
    '',
    'See each plan in the store (enter your details there to see your price):',
    ...lines.map((line) => `${line.plan_name}: ${planUrl(line)}`),
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
        `<tr><td><a href="${escapeHtml(planUrl(line))}">${escapeHtml(line.plan_name)}</a></td><td>${escapeHtml(line.price_label)}</td><td align="right">${linePrice(line)}</td></tr>`,
    ),
    ...fees.map(
      (fee) =>
        `<tr><td>${escapeHtml(fee.name)} (${escapeHtml(fee.planName)})</td><td>First month only</td><td align="right">${formatCents(fee.cents)}</td></tr>`,
    ),
    '</tbody><tfoot>',
    `<tr><th align="left" colspan="2">First Month Total Cost</th><th align="right">${firstMonth}</th></tr>`,
    `<tr><th align="left" colspan="2">Recurring Monthly Cost</th><th align="right">${recurring}</th></tr>`,
    '</tfoot></table>',
    ...(quote.message ? [`<p>${escapeHtml(quote.message).replace(/\n/g, '<br>')}</p>`] : []),
    `<p>Questions? Contact:<br>${contact.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { subject, text, html };
}
