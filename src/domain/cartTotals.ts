/**
 * What a cart costs, computed once for every place that shows it: the cart, Review's panel and its
 * statement beside the submitting button, the receipt page, the receipt and quote e-mails and the
 * signed application; and what one plan costs before it is in the cart (`planCost`: the plan list's
 * cards, the plan page, the comparison), by the same rule. Lines that can no longer be bought count
 * for nothing.
 */

/** A cart line as far as its cost goes (the wire's cart line has these fields). */
export interface CostedLine {
  plan_name: string;
  /** Monthly price in dollars. */
  price: number;
  /** One-time fee in dollars (0 when none), charged with the first month only. */
  application_fee: number;
  /** What the fee is called ("Application fee"); may be empty. */
  application_fee_label: string;
  available: boolean;
}

export interface CartTotals {
  /** Every month: the plans' monthly prices. */
  recurringCents: number;
  /** The one-time fees, first month only. */
  feeCents: number;
  /** The first payment: the monthly prices plus the one-time fees. */
  firstMonthCents: number;
  /** The first year: twelve months of the monthly prices plus the one-time fees. */
  firstYearCents: number;
}

/** A one-time fee as its own line: its name, the plan it comes with and the amount. */
export interface OneTimeFee {
  name: string;
  planName: string;
  cents: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** A fee with no name of its own is called this. */
const UNNAMED_FEE = 'One-time fee';

/** The first-month and recurring totals of the lines still available, in whole cents. */
export function cartTotals(lines: readonly CostedLine[]): CartTotals {
  let recurringCents = 0;
  let feeCents = 0;
  for (const line of lines) {
    if (!line.available) continue;
    recurringCents += cents(line.price);
    feeCents += cents(line.application_fee);
  }
  return {
    recurringCents,
    feeCents,
    firstMonthCents: recurringCents + feeCents,
    firstYearCents: recurringCents * 12 + feeCents,
  };
}

/**
 * What one plan costs at a monthly price (dollars) with its one-time fee (dollars, 0 for none): the
 * cart's own totals of a cart holding that plan alone, so a figure shown before the cart is the one
 * the cart will show.
 */
export function planCost(monthly: number, fee: number): CartTotals {
  return cartTotals([
    { plan_name: '', price: monthly, application_fee: fee, application_fee_label: '', available: true },
  ]);
}

/** The one-time fees of the lines still available, in the cart's order, each with its name. */
export function oneTimeFees(lines: readonly CostedLine[]): OneTimeFee[] {
  return lines
    .filter((line) => line.available && line.application_fee > 0)
    .map((line) => ({
      name: line.application_fee_label || UNNAMED_FEE,
      planName: line.plan_name,
      cents: cents(line.application_fee),
    }));
}
