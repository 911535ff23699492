import { describe, expect, it } from 'vitest';
import { effectiveDateChoices } from './effectiveDates';
import { isValidRoutingNumber, passesLuhn } from './paymentNumbers';

describe('effective dates', () => {
  it('offers the 1st of the next two months, across a year end', () => {
    expect(effectiveDateChoices({ year: 2026, month: 11, day: 22 })).toEqual(['12/01/2026', '01/01/2027']);
    expect(effectiveDateChoices({ year: 2026, month: 12, day: 1 })).toEqual(['01/01/2027', '02/01/2027']);
  });
});

describe('payment numbers', () => {
  it('checks ABA routing checksums', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
  });

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
});
