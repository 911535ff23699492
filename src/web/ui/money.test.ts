import { describe, expect, it } from 'vitest';
import { formatDollars } from './money';

describe('formatDollars', () => {
  it('shows dollars and cents with thousands grouped, the same on every call', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(30)).toBe('$30.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('rounds to the cent and keeps a minus sign', () => {
    expect(formatDollars(12.345)).toBe('$12.35');
    expect(formatDollars(-5)).toBe('-$5.00');
  });
});
