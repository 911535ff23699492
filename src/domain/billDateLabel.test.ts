import { describe, expect, it } from 'vitest';
import { billDateLabel, billDateOptions } from './billDateLabel';
import { BILL_DATES, DEFAULT_BILL_DATE } from './forms/billingForm';

describe('bill date labels', () => {
  it("reads as the spec's '<n>th of month', with English ordinals", () => {
    expect(billDateLabel('28')).toBe('28th of month');
    expect(billDateLabel('1')).toBe('1st of month');
    expect(billDateLabel('22')).toBe('22nd of month');
    expect(billDateLabel('11')).toBe('11th of month');
  });

  it('lists every bill date of the form in order, the default among them', () => {
    const options = billDateOptions();
    expect(options.map((option) => option.bill_date)).toEqual([...BILL_DATES]);
    expect(options.map((option) => option.bill_date)).toContain(DEFAULT_BILL_DATE);
    expect(options[0]).toEqual({ bill_date: '1', label: '1st of month' });
  });
});
