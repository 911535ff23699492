import { describe, expect, it } from 'vitest';
import { type CalendarDate, formatMdy, parseMdy } from '../../domain/dates';
import { nextRenewal, noticeDue, renewalDue, spanRenews, yearEnd } from './renewalDates';

const d = (mdy: string): CalendarDate => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(`not a date: ${mdy}`);
  return date;
};
const text = (date: CalendarDate | null) => (date ? formatMdy(date) : null);

describe('renewal date rules', () => {
  it.each([
    ['01/01', '01/01/2027', '01/01/2027'],
    ['01/01', '02/01/2027', '01/01/2027'],
    ['01/01', '02/02/2027', null],
    ['01/01', '12/31/2026', null],
    ['12/15', '01/10/2027', '12/15/2026'],
    ['07/01', '06/30/2027', null],
    ['07/01', '07/01/2027', '07/01/2027'],
  ])('a %s plan year run on %s renews from %s (at most 31 days late)', (renewsOn, today, due) => {
    expect(text(renewalDue(renewsOn, d(today)))).toBe(due);
  });

  it.each([
    ['01/01', '12/31/2026', '01/01/2027'],
    ['01/01', '01/01/2027', '01/01/2028'],
    ['07/01', '02/10/2027', '07/01/2027'],
  ])('after %s on %s the next renewal is %s', (renewsOn, today, next) => {
    expect(text(nextRenewal(renewsOn, d(today)))).toBe(next);
  });

  it.each([
    [30, '12/01/2026', null],
    [30, '12/02/2026', '01/01/2027'],
    [30, '12/31/2026', '01/01/2027'],
    [30, '01/01/2027', null],
    [0, '12/31/2026', null],
    [60, '11/02/2026', '01/01/2027'],
  ])('with %i notice days, on %s the notice due is for %s', (days, today, due) => {
    expect(text(noticeDue({ renews_on: '01/01', notice_days: days }, d(today)))).toBe(due);
  });

  it('renews a span only when it began before the renewal and has no end', () => {
    const renewal = d('01/01/2027');
    expect(spanRenews({ start: d('03/01/2026'), end: null }, renewal)).toBe(true);
    expect(spanRenews({ start: d('01/01/2027'), end: null }, renewal)).toBe(false);
    expect(spanRenews({ start: d('03/01/2026'), end: d('03/31/2027') }, renewal)).toBe(false);
    expect(spanRenews({ start: d('03/01/2026'), end: d('06/30/2026') }, renewal)).toBe(false);
  });

  it('ends the old year the day before the renewal, across months and leap years', () => {
    expect(text(yearEnd(d('01/01/2027')))).toBe('12/31/2026');
    expect(text(yearEnd(d('03/01/2028')))).toBe('02/29/2028');
  });
});
