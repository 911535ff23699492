import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_TERMS, mergedTerms } from './billingTerms';
import { eftNotes } from './eftNotes';

describe('the EFT notes', () => {
  it('say the spec’s five terms in the numbers of the store’s terms', () => {
    expect(eftNotes([{ payer: 'Harborline Mutual', terms: DEFAULT_BILLING_TERMS }])).toEqual([
      {
        payers: ['Harborline Mutual'],
        notes: [
          'The initial payment is charged between enrollment and 5 days after.',
          'The monthly charge falls on the billing date you choose (the 1st, 5th, 10th, 15th, 20th or 28th of each month), from the month after your effective date.',
          'There is no monthly EFT charge.',
          'An insufficient funds fee of $30 applies.',
          'A stop-payment notice needs three business days.',
        ],
      },
    ]);
  });

  it('follow other terms, and name the carriers when their terms read differently', () => {
    const other = mergedTerms({
      first_charge: 'before_effective',
      first_charge_days: 1,
      bill_dates: [15],
      default_bill_date: 15,
      insufficient_funds_fee: 27.5,
      monthly_eft_fee: 2,
      stop_payment_business_days: 1,
    });
    const sets = eftNotes([
      { payer: 'Harborline Mutual', terms: DEFAULT_BILLING_TERMS },
      { payer: 'Crescent Supplemental', terms: other },
      { payer: 'Keystone Benefit Life', terms: DEFAULT_BILLING_TERMS },
    ]);
    expect(sets.map((set) => set.payers)).toEqual([
      ['Harborline Mutual', 'Keystone Benefit Life'],
      ['Crescent Supplemental'],
    ]);
    expect(sets[1]?.notes).toEqual([
      'The initial payment is charged one day before your effective date.',
      'The monthly charge falls on the billing date you choose (the 15th of each month), from the month after your effective date.',
      'A monthly EFT charge of $2 applies.',
      'An insufficient funds fee of $27.50 applies.',
      'A stop-payment notice needs one business day.',
    ]);
  });
});
