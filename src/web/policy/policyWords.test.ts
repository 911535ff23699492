import { describe, expect, it } from 'vitest';
import { priceChangeText } from './policyWords';

describe('priceChangeText', () => {
  it('says the monthly price before and after, in the member’s or the rep’s words', () => {
    expect(priceChangeText(312, 398.5, 'Your')).toBe('Your monthly price changes from $312.00 to $398.50');
    expect(priceChangeText(1200, 0, 'The')).toBe('The monthly price changes from $1,200.00 to $0.00');
  });

  it('says when it stays the same', () => {
    expect(priceChangeText(40, 40.001, 'Your')).toBe('Your monthly price stays $40.00');
  });
});
