import { describe, expect, it } from 'vitest';
import { formatDateTyping, formatMdy, parseMdy } from './dates';

describe('mm/dd/yyyy dates', () => {
  it('parses real dates only', () => {
    expect(parseMdy('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseMdy('02/29/2023')).toBeNull();
    expect(parseMdy('13/01/2000')).toBeNull();
    expect(parseMdy('1/2/2000')).toBeNull();
    expect(parseMdy('2000-01-02')).toBeNull();
    expect(parseMdy('')).toBeNull();
  });

  it('formats with leading zeros', () => {
    expect(formatMdy({ year: 1999, month: 3, day: 7 })).toBe('03/07/1999');
  });
});

describe('date typing helper', () => {
  it.each([
    ['0', '0'],
    ['04', '04/'],
    ['041', '04/1'],
    ['0412', '04/12/'],
    ['04121985', '04/12/1985'],
    ['04/12/1985', '04/12/1985'],
    ['041219851', '04/12/1985'],
    ['4', '04/'],
    ['19', '12/'],
    ['1299', '12/31/'],
    ['0000', '01/01/'],
    ['ab04c12', '04/12/'],
    ['05', '05/'],
    ['054', '05/04/'],
  ])('%s becomes %s', (typed, shown) => {
    expect(formatDateTyping(typed)).toBe(shown);
  });
});
