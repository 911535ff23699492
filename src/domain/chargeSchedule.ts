import { ordinalDay } from './billDateLabel';
import type { BillingTerms } from './billingTerms';
import { type CostedLine, cartTotals, type OneTimeFee, oneTimeFees } from './cartTotals';
import { addDays, type CalendarDate, compareDates, formatMdy } from './dates';
import { formatCents } from './pricing';

/**
 * The one rule for what is charged when: Billing, Review, the receipt page, the receipt e-mail and the
 * signed application all say the sentence this makes. The first payment (the first month and the
 * one-time fees) is charged as the terms' first charge says; each later month's premium is charged on
 * the bill date of that month (a 29th to 31st on a shorter month's last day), the first of them in the
 * month after coverage starts.
 */

/** A cart line with who bills it and its terms (plan over carrier over the store's). */
export interface ChargeLine extends CostedLine {
  /** The carrier's name. */
  payer: string;
  terms: BillingTerms;
}

export interface ChargeInput {
  lines: readonly ChargeLine[];
  /** The day the enrollment is (or was) submitted: today before submission. */
  enrolledOn: CalendarDate;
  effectiveDate: CalendarDate;
  /** The chosen day of the month; a line whose terms do not offer it charges on its own preset day. */
  billDate: number;
}

/** Lines charged on the same dates, with their amounts. */
export interface ChargeGroup {
  payers: string[];
  /** The first payment falls between these (the same day when it is one day). */
  firstFrom: CalendarDate;
  firstBy: CalendarDate;
  billDay: number;
  /** The second charge: the first monthly one. */
  next: CalendarDate;
  firstCents: number;
  recurringCents: number;
  fees: OneTimeFee[];
}

/** Day `day` of the month `ahead` months after `date`'s, or that month's last day when it is shorter. */
export function dayOfMonthAhead(date: CalendarDate, ahead: number, day: number): CalendarDate {
  const index = date.month - 1 + ahead;
  const year = date.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day, last) };
}

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

/** When one line's first payment falls, from its terms. */
function firstCharge(terms: BillingTerms, input: ChargeInput): { from: CalendarDate; by: CalendarDate } {
  if (terms.first_charge === 'before_effective') {
    const on = later(addDays(input.effectiveDate, -terms.first_charge_days), input.enrolledOn);
    return { from: on, by: on };
  }
  return { from: input.enrolledOn, by: addDays(input.enrolledOn, terms.first_charge_days) };
}

/** The cart's lines grouped by the dates they are charged on, in cart order; unavailable lines are left out. */
export function chargeGroups(input: ChargeInput): ChargeGroup[] {
  const groups: (Omit<ChargeGroup, 'firstCents' | 'recurringCents' | 'fees'> & { lines: ChargeLine[] })[] =
    [];
  for (const line of input.lines) {
    if (!line.available) continue;
    const { from, by } = firstCharge(line.terms, input);
    const billDay = line.terms.bill_dates.includes(input.billDate)
      ? input.billDate
      : line.terms.default_bill_date;
    const next = dayOfMonthAhead(input.effectiveDate, 1, billDay);
    const same = groups.find(
      (group) =>
        group.billDay === billDay &&
        compareDates(group.firstFrom, from) === 0 &&
        compareDates(group.firstBy, by) === 0,
    );
    if (same) {
      same.lines.push(line);
      if (!same.payers.includes(line.payer)) same.payers.push(line.payer);
    } else groups.push({ payers: [line.payer], firstFrom: from, firstBy: by, billDay, next, lines: [line] });
  }
  return groups.map(({ lines, ...group }) => {
    const totals = cartTotals(lines);
    return {
      ...group,
      firstCents: totals.firstMonthCents,
      recurringCents: totals.recurringCents,
      fees: oneTimeFees(lines),
    };
  });
}

/** "(including the one-time Application fee of $25.00)", or nothing when there is no fee. */
function feesPart(fees: readonly OneTimeFee[]): string {
  const [only] = fees;
  if (!only) return '';
  if (fees.length === 1) return ` (including the one-time ${only.name} of ${formatCents(only.cents)})`;
  return ` (including one-time fees of ${formatCents(fees.reduce((sum, fee) => sum + fee.cents, 0))})`;
}

function groupSentence(group: ChargeGroup, named: boolean): string {
  const when =
    compareDates(group.firstFrom, group.firstBy) === 0
      ? `on ${formatMdy(group.firstFrom)}`
      : `between ${formatMdy(group.firstFrom)} and ${formatMdy(group.firstBy)}`;
  const shortMonths = group.billDay > 28 ? ' (the last day of a shorter month)' : '';
  const whose = named ? `For ${group.payers.join(' and ')}, your` : 'Your';
  return (
    `${whose} first payment of ${formatCents(group.firstCents)}${feesPart(group.fees)} is charged ${when}; ` +
    `after that ${formatCents(group.recurringCents)} is charged on the ${ordinalDay(group.billDay)} of each month${shortMonths}, ` +
    `next on ${formatMdy(group.next)}.`
  );
}

/**
 * What is charged when, in words: one sentence for the cart, or one per set of carriers charged on
 * different dates, each naming them ("For Crescent Supplemental, your first payment …").
 */
export function chargeSentences(input: ChargeInput): string[] {
  const groups = chargeGroups(input);
  return groups.map((group) => groupSentence(group, groups.length > 1));
}
