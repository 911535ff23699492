import { describe, expect, it } from 'vitest';
import { ageOn, isAdultOn } from './age';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('age with 365.25-day years', () => {
  it('counts whole years', () => {
    expect(ageOn(d(1985, 4, 12), d(2026, 11, 22))).toBe(41);
    expect(ageOn(d(2000, 1, 1), d(2000, 12, 31))).toBe(0);
  });

  it('turns 18 on the 18th birthday when five leap days fall in between', () => {
    // 18 × 365.25 = 6574.5 days. Born 2008-01-15: Feb 29 of 2008, 2012, 2016, 2020, 2024 → 6575 days.
    expect(isAdultOn(d(2008, 1, 15), d(2026, 1, 15))).toBe(true);
    expect(isAdultOn(d(2008, 1, 15), d(2026, 1, 14))).toBe(false);
  });

  it('with only four leap days the 18th birthday is half a day short, so it counts from the next day', () => {
    expect(isAdultOn(d(2008, 11, 22), d(2026, 11, 22))).toBe(false);
    expect(isAdultOn(d(2008, 11, 22), d(2026, 11, 23))).toBe(true);
    // Born 2001-03-01: 2004, 2008, 2012, 2016 are the leap days before 2019-03-01: 6574 days < 6574.5.
    expect(isAdultOn(d(2001, 3, 1), d(2019, 3, 1))).toBe(false);
    expect(isAdultOn(d(2001, 3, 1), d(2019, 3, 2))).toBe(true);
  });
});
