import { describe, expect, it } from 'vitest';
import { isPossibleSsn } from './ssn';

describe('a Social Security Number the SSA could have issued', () => {
  it('takes ordinary numbers, including areas issued since randomization (2011) and the demo’s own', () => {
    for (const ssn of [
      '123456789',
      '001010001',
      '587654321',
      '555443333',
      '772123456',
      '899991234',
      '512340001',
    ])
      expect(isPossibleSsn(ssn), ssn).toBe(true);
  });

  it('refuses area 000, 666 and 900-999', () => {
    for (const ssn of ['000123456', '666123456', '900123456', '987654321', '999123456'])
      expect(isPossibleSsn(ssn), ssn).toBe(false);
    // The neighbours of the refused areas are fine.
    for (const ssn of ['665123456', '667123456', '899123456']) expect(isPossibleSsn(ssn), ssn).toBe(true);
  });

  it('refuses group 00 and serial 0000', () => {
    expect(isPossibleSsn('123001234')).toBe(false);
    expect(isPossibleSsn('123450000')).toBe(false);
    expect(isPossibleSsn('123010001')).toBe(true);
  });

  it('refuses one digit nine times, and anything but nine digits', () => {
    for (const digit of '0123456789') expect(isPossibleSsn(digit.repeat(9)), digit).toBe(false);
    for (const ssn of ['12345678', '1234567890', '12345678a', '•••••6789', '', ' 123456789'])
      expect(isPossibleSsn(ssn), ssn).toBe(false);
  });
});
