import { describe, expect, it } from 'vitest';
import { formatDollars } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatDollars', () => {
  it('shows dollars and cents with thousands grouped', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(30)).toBe('$30.00');
    expect(formatDollars(1_234_567.891)).toBe('$1,234,567.89');
  });

  it('rounds half away from zero on the number as written and keeps a minus sign', () => {
    expect(formatDollars(12.345)).toBe('$12.35');
    expect(formatDollars(1.005)).toBe('$1.01');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatDollars(-0.001)).toBe('$0.00');
  });

  it('writes what Intl writes for prices, sums and odd fractions', () => {
    const amounts = [0.01, 0.1, 0.125, 0.995, 9.99, 19.994, 19.995, 99.5, 999.999, 1000, 4821.07, 1e6 + 0.5];
    for (let cents = 0; cents < 5000; cents += 7)
      amounts.push(cents / 100, cents / 100 + 0.005, -cents / 100);
    for (const amount of amounts) {
      if (Object.is(Math.round(amount * 100) / 100, -0)) continue;
      expect(formatDollars(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
