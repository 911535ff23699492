import type { BillingTermsOverride } from './billingTermsSchema';

/**
 * A carrier's billing terms (catalog carriers.json, overridable per plan in plans.json): when the first
 * payment is charged, the days of the month the monthly charge may fall on and which is preset, and
 * the fees the EFT notes name. One set applies to each cart line (plan over carrier over the store's
 * defaults); domain/chargeSchedule.ts turns them into dates and the one charge sentence.
 */
export interface BillingTerms {
  /** `at_enrollment`: between the enrollment and `first_charge_days` after; `before_effective`: that many days before coverage starts (never before the enrollment). */
  first_charge: (typeof FIRST_CHARGES)[number];
  first_charge_days: number;
  /** Days of the month the monthly charge may fall on (29 to 31 fall on a shorter month's last day). */
  bill_dates: number[];
  /** The day preset on Billing; one of `bill_dates`. */
  default_bill_date: number;
  /** Dollars. */
  insufficient_funds_fee: number;
  /** Dollars a month for paying by EFT; 0 for none. */
  monthly_eft_fee: number;
  stop_payment_business_days: number;
}

/** The store's terms where neither the carrier nor the plan gives one (the spec's, document 3, 2.5 and 9). */
export const FIRST_CHARGES = ['at_enrollment', 'before_effective'] as const;

export const DEFAULT_BILLING_TERMS: BillingTerms = {
  first_charge: 'at_enrollment',
  first_charge_days: 5,
  bill_dates: [1, 5, 10, 15, 20, 28],
  default_bill_date: 28,
  insufficient_funds_fee: 30,
  monthly_eft_fee: 0,
  stop_payment_business_days: 3,
};

/** The terms of one line: the plan's fields over the carrier's over the store's. */
export function mergedTerms(...overrides: (BillingTermsOverride | null | undefined)[]): BillingTerms {
  const terms = { ...DEFAULT_BILLING_TERMS };
  for (const override of overrides) if (override) Object.assign(terms, override);
  return { ...terms, bill_dates: [...terms.bill_dates].sort((a, b) => a - b) };
}

/** Why merged terms cannot be used (a preset day not offered), or null. */
export function termsProblem(terms: BillingTerms): string | null {
  return terms.bill_dates.includes(terms.default_bill_date)
    ? null
    : `default_bill_date ${terms.default_bill_date} is not one of bill_dates (${terms.bill_dates.join(', ')})`;
}

/**
 * The bill dates a cart may choose: the days every line's terms offer; when they share none, the
 * first line's (the others then charge on their own preset day). Sorted.
 */
export function offeredBillDates(termsList: readonly BillingTerms[]): number[] {
  const [first = DEFAULT_BILLING_TERMS, ...rest] = termsList;
  const shared = first.bill_dates.filter((d) => rest.every((terms) => terms.bill_dates.includes(d)));
  return shared.length > 0 ? shared : first.bill_dates;
}

/** The preset bill date: the first line's preset when offered, else the first day offered. */
export function presetBillDate(termsList: readonly BillingTerms[]): number {
  const offered = offeredBillDates(termsList);
  const wanted = (termsList[0] ?? DEFAULT_BILLING_TERMS).default_bill_date;
  return offered.includes(wanted) ? wanted : (offered[0] ?? DEFAULT_BILLING_TERMS.default_bill_date);
}
