import { ordinalDay } from './billDateLabel';
import type { BillingTerms } from './billingTerms';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number, noun: string) => `${NUMBER_WORDS[n] ?? n} ${noun}${n === 1 ? '' : 's'}`;
/** $30, or $12.50 when there are cents. */
const fee = (dollars: number) => (Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`);

function firstChargeNote(terms: BillingTerms): string {
  const days = terms.first_charge_days;
  if (terms.first_charge === 'before_effective')
    return days === 0
      ? 'The initial payment is charged on your effective date.'
      : `The initial payment is charged ${count(days, 'day')} before your effective date.`;
  return days === 0
    ? 'The initial payment is charged at enrollment.'
    : `The initial payment is charged between enrollment and ${days} days after.`;
}

function dayList(days: readonly number[]): string {
  const named = days.map(ordinalDay);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : (named[0] ?? '');
}

/** The five EFT terms of document 3, section 2.5, in the numbers of one set of billing terms. */
function noteLines(terms: BillingTerms): string[] {
  return [
    firstChargeNote(terms),
    `The monthly charge falls on the billing date you choose (the ${dayList(terms.bill_dates)} of each month), from the month after your effective date.`,
    terms.monthly_eft_fee === 0
      ? 'There is no monthly EFT charge.'
      : `A monthly EFT charge of ${fee(terms.monthly_eft_fee)} applies.`,
    `An insufficient funds fee of ${fee(terms.insufficient_funds_fee)} applies.`,
    `A stop-payment notice needs ${count(terms.stop_payment_business_days, 'business day')}.`,
  ];
}

/**
 * The EFT notes Billing shows with the EFT entry, from the cart lines' terms: one set, or one per set
 * of carriers whose terms read differently (each naming them).
 */
export function eftNotes(
  lines: readonly { payer: string; terms: BillingTerms }[],
): { payers: string[]; notes: string[] }[] {
  const sets: { payers: string[]; notes: string[] }[] = [];
  for (const line of lines) {
    const notes = noteLines(line.terms);
    const same = sets.find((set) => set.notes.join('\n') === notes.join('\n'));
    if (!same) sets.push({ payers: [line.payer], notes });
    else if (!same.payers.includes(line.payer)) same.payers.push(line.payer);
  }
  return sets;
}
