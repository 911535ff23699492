import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryDelay';

describe('retryDelayMs', () => {
  it('doubles from ten seconds up to an hour, between half and all of each step', () => {
    const shortest = (n: number) => retryDelayMs(n, () => 0);
    const longest = (n: number) => Math.round(retryDelayMs(n, () => 0.999_999) / 1000) * 1000;
    expect([1, 2, 3, 4].map(shortest)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map(longest)).toEqual([10_000, 20_000, 40_000, 80_000]);
    // Capped: the tenth failure and every later one wait between half an hour and an hour.
    for (const n of [10, 11, 30, 1000]) {
      expect(shortest(n)).toBe(30 * 60_000);
      expect(longest(n)).toBe(60 * 60_000);
    }
  });

  it('spreads messages that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(6)));
    expect(waits.size).toBeGreaterThan(40);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(160_000);
  });
});
