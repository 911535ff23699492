import { describe, expect, it } from 'vitest';
import { billDateLabel, ordinalDay } from './billDateLabel';

describe('bill date labels', () => {
  it("reads as the spec's '<n>th of month', with English ordinals", () => {
    expect(billDateLabel('28')).toBe('28th of month');
    expect(billDateLabel('1')).toBe('1st of month');
    expect(billDateLabel('22')).toBe('22nd of month');
    expect(billDateLabel('11')).toBe('11th of month');
    expect([2, 3, 12, 13, 21, 23, 31].map(ordinalDay)).toEqual([
      '2nd',
      '3rd',
      '12th',
      '13th',
      '21st',
      '23rd',
      '31st',
    ]);
  });
});
