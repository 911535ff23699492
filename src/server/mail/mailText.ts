import type { CartLine } from '../../contract/cartCalls';
import type { OneTimeFee } from '../../domain/cartTotals';
import { formatCents } from '../../domain/pricing';

/** Text placed in an e-mail's HTML: the five characters that could become markup are escaped. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A cart line's monthly price as the e-mails show it: $12.34. */
export function linePrice(line: CartLine): string {
  return formatCents(Math.round(line.price * 100));
}

/** A cart line in a plain-text e-mail: "- Plan (Option): $12.34 per month". */
export function lineText(line: CartLine): string {
  return `- ${line.plan_name} (${line.price_label}): ${linePrice(line)} per month`;
}

/** A one-time fee as the e-mails word it: "Application fee for Plan: $25.00 (first month only)". */
export function feeText(fee: OneTimeFee): string {
  return `${fee.name} for ${fee.planName}: ${formatCents(fee.cents)} (first month only)`;
}
