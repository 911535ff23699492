import { describe, expect, it } from 'vitest';
import { parseMdy } from './dates';
import { addsChildOnly, mayHaveNoSsn } from './newborn';

const today = parseMdy('03/20/2026');

describe('a newborn may have no SSN yet', () => {
  it('for a birth or an adoption of a child under 1', () => {
    if (!today) throw new Error('date');
    expect(mayHaveNoSsn('birth', parseMdy('03/14/2026'), today)).toBe(true);
    expect(mayHaveNoSsn('adoption', parseMdy('04/01/2025'), today)).toBe(true);
  });

  it('not for an older child, another event, none, or no birth date', () => {
    if (!today) throw new Error('date');
    expect(mayHaveNoSsn('adoption', parseMdy('03/19/2025'), today)).toBe(false);
    expect(mayHaveNoSsn('marriage', parseMdy('03/14/2026'), today)).toBe(false);
    expect(mayHaveNoSsn(null, parseMdy('03/14/2026'), today)).toBe(false);
    expect(mayHaveNoSsn('birth', null, today)).toBe(false);
  });
});

describe('the events that add a child only', () => {
  it('are a birth and an adoption', () => {
    expect(addsChildOnly('birth')).toBe(true);
    expect(addsChildOnly('adoption')).toBe(true);
    expect(addsChildOnly('marriage')).toBe(false);
    expect(addsChildOnly(null)).toBe(false);
  });
});
