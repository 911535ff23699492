import { describe, expect, it } from 'vitest';
import { type BillingTerms, DEFAULT_BILLING_TERMS, mergedTerms } from './billingTerms';
import { type ChargeLine, chargeGroups, chargeSentences, dayOfMonthAhead } from './chargeSchedule';
import { type CalendarDate, formatMdy } from './dates';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

function line(
  price: number,
  terms: BillingTerms = DEFAULT_BILLING_TERMS,
  more: Partial<ChargeLine> = {},
): ChargeLine {
  return {
    plan_name: 'Plan',
    price,
    application_fee: 0,
    application_fee_label: '',
    available: true,
    payer: 'Harborline Mutual',
    terms,
    ...more,
  };
}

const allDays = mergedTerms({ bill_dates: Array.from({ length: 31 }, (_, i) => i + 1) });

describe('what is charged when', () => {
  it('says the first payment, its window after enrollment, and the second charge on the bill date of the next month', () => {
    const sentences = chargeSentences({
      lines: [
        line(29.19, DEFAULT_BILLING_TERMS, { application_fee: 25, application_fee_label: 'Application fee' }),
      ],
      enrolledOn: d(2026, 11, 29),
      effectiveDate: d(2026, 12, 1),
      billDate: 28,
    });
    expect(sentences).toEqual([
      'Your first payment of $54.19 (including the one-time Application fee of $25.00) is charged between 11/29/2026 and 12/04/2026; after that $29.19 is charged on the 28th of each month, next on 01/28/2027.',
    ]);
  });

  it('charges N days before the effective date, never before the enrollment', () => {
    const before = mergedTerms({ first_charge: 'before_effective', first_charge_days: 5 });
    const input = { lines: [line(10, before)], effectiveDate: d(2027, 1, 1), billDate: 1 };
    const [early] = chargeGroups({ ...input, enrolledOn: d(2026, 11, 29) });
    expect(formatMdy(early?.firstFrom ?? d(1, 1, 1))).toBe('12/27/2026');
    expect(early?.firstBy).toEqual(early?.firstFrom);
    expect(formatMdy(early?.next ?? d(1, 1, 1))).toBe('02/01/2027');
    const [late] = chargeGroups({ ...input, enrolledOn: d(2026, 12, 30) });
    expect(formatMdy(late?.firstFrom ?? d(1, 1, 1))).toBe('12/30/2026');
    expect(chargeSentences({ ...input, enrolledOn: d(2026, 12, 30) })[0]).toBe(
      'Your first payment of $10.00 is charged on 12/30/2026; after that $10.00 is charged on the 1st of each month, next on 02/01/2027.',
    );
  });

  it('puts a 29th, 30th or 31st on the last day of a shorter month: February, leap years, 30-day months', () => {
    expect(dayOfMonthAhead(d(2027, 1, 1), 1, 31)).toEqual(d(2027, 2, 28));
    expect(dayOfMonthAhead(d(2028, 1, 1), 1, 30)).toEqual(d(2028, 2, 29));
    expect(dayOfMonthAhead(d(2028, 1, 1), 1, 29)).toEqual(d(2028, 2, 29));
    expect(dayOfMonthAhead(d(2027, 1, 1), 1, 28)).toEqual(d(2027, 2, 28));
    expect(dayOfMonthAhead(d(2027, 3, 1), 1, 31)).toEqual(d(2027, 4, 30));
    expect(dayOfMonthAhead(d(2027, 4, 1), 1, 31)).toEqual(d(2027, 5, 31));
    const [sentence] = chargeSentences({
      lines: [line(12.5, allDays)],
      enrolledOn: d(2026, 12, 20),
      effectiveDate: d(2027, 1, 1),
      billDate: 31,
    });
    expect(sentence).toContain(
      'on the 31st of each month (the last day of a shorter month), next on 02/28/2027.',
    );
  });

  it('crosses from December into January, and a first charge window across the year end', () => {
    const [group] = chargeGroups({
      lines: [line(5)],
      enrolledOn: d(2026, 12, 29),
      effectiveDate: d(2027, 1, 1),
      billDate: 15,
    });
    expect(formatMdy(group?.firstBy ?? d(1, 1, 1))).toBe('01/03/2027');
    expect(formatMdy(group?.next ?? d(1, 1, 1))).toBe('02/15/2027');
    const [december] = chargeGroups({
      lines: [line(5)],
      enrolledOn: d(2026, 10, 29),
      effectiveDate: d(2026, 12, 1),
      billDate: 20,
    });
    expect(formatMdy(december?.next ?? d(1, 1, 1))).toBe('01/20/2027');
  });

  it('uses a line’s own preset day when its terms do not offer the chosen one', () => {
    const [group] = chargeGroups({
      lines: [line(5)],
      enrolledOn: d(2026, 11, 2),
      effectiveDate: d(2026, 12, 1),
      billDate: 3,
    });
    expect(group?.billDay).toBe(28);
  });

  it('one sentence with the totals for carriers charged alike; one per carrier, named, when their dates differ', () => {
    const alike = chargeSentences({
      lines: [line(10), line(20, DEFAULT_BILLING_TERMS, { payer: 'Keystone Benefit Life' })],
      enrolledOn: d(2026, 11, 29),
      effectiveDate: d(2026, 12, 1),
      billDate: 1,
    });
    expect(alike).toEqual([
      'Your first payment of $30.00 is charged between 11/29/2026 and 12/04/2026; after that $30.00 is charged on the 1st of each month, next on 01/01/2027.',
    ]);
    const apart = chargeSentences({
      lines: [
        line(10),
        line(20, mergedTerms({ first_charge: 'before_effective', first_charge_days: 0 }), {
          payer: 'Crescent Supplemental',
        }),
        line(7, DEFAULT_BILLING_TERMS, { available: false }),
      ],
      enrolledOn: d(2026, 11, 29),
      effectiveDate: d(2026, 12, 1),
      billDate: 28,
    });
    expect(apart).toEqual([
      'For Harborline Mutual, your first payment of $10.00 is charged between 11/29/2026 and 12/04/2026; after that $10.00 is charged on the 28th of each month, next on 01/28/2027.',
      'For Crescent Supplemental, your first payment of $20.00 is charged on 12/01/2026; after that $20.00 is charged on the 28th of each month, next on 01/28/2027.',
    ]);
  });
});
