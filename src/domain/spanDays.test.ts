import { describe, expect, it } from 'vitest';
import { parseMdy } from './dates';
import { coversDay, monthlyOn, spanEndAt, spanStartFrom } from './spanDays';

const d = (mdy: string) => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(mdy);
  return date;
};

describe('span days of a policy change', () => {
  it('ends a span on the last day, or the day before its start when it had not started (cancelled)', () => {
    expect(spanEndAt({ start: d('02/01/2026'), end: null }, d('03/13/2026'))).toEqual(d('03/13/2026'));
    expect(spanEndAt({ start: d('02/01/2026'), end: null }, d('01/31/2026'))).toEqual(d('01/31/2026'));
    expect(spanEndAt({ start: d('02/01/2026'), end: null }, d('01/21/2026'))).toEqual(d('01/31/2026'));
  });

  it('starts a replacing span on the day, or on the old start when that is later', () => {
    expect(spanStartFrom({ start: d('02/01/2026'), end: null }, d('03/14/2026'))).toEqual(d('03/14/2026'));
    expect(spanStartFrom({ start: d('02/01/2026'), end: null }, d('01/22/2026'))).toEqual(d('02/01/2026'));
  });

  it('covers the days from start to end, none when cancelled', () => {
    const span = { start: d('02/01/2026'), end: d('03/31/2026') };
    expect(coversDay(span, d('01/31/2026'))).toBe(false);
    expect(coversDay(span, d('02/01/2026'))).toBe(true);
    expect(coversDay(span, d('03/31/2026'))).toBe(true);
    expect(coversDay(span, d('04/01/2026'))).toBe(false);
    expect(coversDay({ start: d('02/01/2026'), end: null }, d('12/31/2030'))).toBe(true);
    expect(coversDay({ start: d('02/01/2026'), end: d('01/31/2026') }, d('02/01/2026'))).toBe(false);
  });

  it("adds the premiums of the spans covering the day (a dependent's has none)", () => {
    const spans = [
      { start: d('02/01/2026'), end: d('03/13/2026'), premiumCents: 5010 },
      { start: d('03/14/2026'), end: null, premiumCents: 8120 },
      { start: d('03/14/2026'), end: null, premiumCents: null },
      { start: d('02/01/2026'), end: null, premiumCents: 1824 },
    ];
    expect(monthlyOn(spans, d('03/13/2026'))).toBe(5010 + 1824);
    expect(monthlyOn(spans, d('03/14/2026'))).toBe(8120 + 1824);
    expect(monthlyOn(spans, d('01/01/2026'))).toBe(0);
  });
});
