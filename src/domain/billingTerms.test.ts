import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLING_TERMS,
  mergedTerms,
  offeredBillDates,
  presetBillDate,
  termsProblem,
} from './billingTerms';
import { billingTermsSchema } from './billingTermsSchema';

describe('billing terms', () => {
  it('takes the plan’s fields over the carrier’s over the store’s', () => {
    const terms = mergedTerms(
      { bill_dates: [28, 1, 15], insufficient_funds_fee: 25 },
      { default_bill_date: 15 },
    );
    expect(terms).toEqual({
      ...DEFAULT_BILLING_TERMS,
      bill_dates: [1, 15, 28],
      insufficient_funds_fee: 25,
      default_bill_date: 15,
    });
    expect(termsProblem(terms)).toBeNull();
    expect(termsProblem(mergedTerms({ bill_dates: [1, 15] }))).toBe(
      'default_bill_date 28 is not one of bill_dates (1, 15)',
    );
  });

  it('offers the days every line shares, else the first line’s; presets the first line’s day when offered', () => {
    const a = mergedTerms({ bill_dates: [1, 15, 28] });
    const b = mergedTerms({ bill_dates: [15, 28, 31], default_bill_date: 31 });
    expect(offeredBillDates([a, b])).toEqual([15, 28]);
    expect(presetBillDate([a, b])).toBe(28);
    expect(presetBillDate([b, a])).toBe(15);
    const c = mergedTerms({ bill_dates: [5], default_bill_date: 5 });
    expect(offeredBillDates([a, c])).toEqual([1, 15, 28]);
    expect(offeredBillDates([])).toEqual(DEFAULT_BILLING_TERMS.bill_dates);
  });

  it('refuses days outside 1 to 31, a day twice, an unknown first charge and a field it does not know', () => {
    expect(billingTermsSchema.safeParse({ bill_dates: [0, 32] }).success).toBe(false);
    expect(billingTermsSchema.safeParse({ bill_dates: [5, 5] }).success).toBe(false);
    expect(billingTermsSchema.safeParse({ first_charge: 'whenever' }).success).toBe(false);
    expect(billingTermsSchema.safeParse({ grace_days: 3 }).success).toBe(false);
    expect(billingTermsSchema.safeParse({ insufficient_funds_fee: 30.005 }).success).toBe(false);
    expect(billingTermsSchema.safeParse({ bill_dates: [1, 31], default_bill_date: 31 }).success).toBe(true);
  });
});
