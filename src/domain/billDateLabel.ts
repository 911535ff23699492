import { BILL_DATES } from './forms/billingForm';

const SUFFIX: Record<string, string> = { '1': 'st', '2': 'nd', '3': 'rd' };

/** The label of a bill date option, the spec's '<n>th of month' with English ordinals (1st, 2nd, 3rd, 28th). */
export function billDateLabel(billDate: string): string {
  const n = Number(billDate);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${billDate}${teen ? 'th' : (SUFFIX[String(n % 10)] ?? 'th')} of month`;
}

/** Every bill date option with its label, in the billing form's order: what get-bill-date answers. */
export function billDateOptions(): { bill_date: string; label: string }[] {
  return BILL_DATES.map((billDate) => ({ bill_date: billDate, label: billDateLabel(billDate) }));
}
