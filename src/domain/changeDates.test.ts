import { describe, expect, it } from 'vitest';
import {
  type CoverageSpan,
  cancellationEnd,
  type DateAnswer,
  daysCovered,
  dependentCoverageStart,
  reinstatementStart,
  terminationEnd,
} from './changeDates';
import { type CalendarDate, formatMdy, parseMdy } from './dates';

const day = (mdy: string): CalendarDate => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(`not a date: ${mdy}`);
  return date;
};
const span = (start: string, end: string | null = null): CoverageSpan => ({
  start: day(start),
  end: end ? day(end) : null,
});
/** An answer as text: the date it gives, or its refusal's words. */
const said = (answer: DateAnswer) => (answer.allowed ? formatMdy(answer.date) : answer.message);

describe('a termination', () => {
  it.each([
    ['01/01/2026', null, '03/10/2026', undefined, '03/31/2026'],
    ['01/01/2026', null, '02/03/2028', undefined, '02/29/2028'],
    ['01/01/2026', null, '12/31/2026', undefined, '12/31/2026'],
    ['01/01/2026', null, '03/10/2026', '03/10/2026', '03/10/2026'],
    ['01/01/2026', null, '03/10/2026', '05/15/2026', '05/15/2026'],
    ['01/01/2026', null, '03/10/2026', '03/09/2026', 'The end date cannot be before today (03/10/2026)'],
    ['04/01/2026', null, '03/10/2026', '04/30/2026', '04/30/2026'],
    [
      '04/01/2026',
      null,
      '03/10/2026',
      '03/20/2026',
      'The end date cannot be before coverage starts (04/01/2026)',
    ],
    [
      '04/01/2026',
      null,
      '03/10/2026',
      undefined,
      'Coverage starts on 04/01/2026: cancel it instead of ending it',
    ],
    ['01/01/2026', '03/31/2026', '03/10/2026', undefined, 'Coverage already ends on 03/31/2026'],
  ])('coverage from %s to %s, asked on %s to end %s → %s', (start, end, today, asked, expected) => {
    expect(said(terminationEnd(span(start, end), day(today), asked ? day(asked) : undefined))).toBe(expected);
  });
});

describe('a cancellation before coverage starts', () => {
  it('leaves no day of coverage: the span ends the day before it starts', () => {
    const coverage = span('04/01/2026');
    const answer = cancellationEnd(coverage, day('03/10/2026'));
    expect(said(answer)).toBe('03/31/2026');
    if (!answer.allowed) throw new Error(answer.message);
    expect(daysCovered({ ...coverage, end: answer.date })).toBe(0);
  });

  it.each([
    ['04/01/2026', '04/01/2026'],
    ['04/01/2026', '05/20/2026'],
  ])('is refused once coverage has started (start %s, asked %s)', (start, today) => {
    expect(said(cancellationEnd(span(start), day(today)))).toBe(
      `Coverage started on ${start}: end it instead of cancelling it`,
    );
  });

  it('counts the days a span covers, both ends included', () => {
    expect(daysCovered({ start: day('03/01/2026'), end: day('03/31/2026') })).toBe(31);
    expect(daysCovered({ start: day('03/10/2026'), end: day('03/10/2026') })).toBe(1);
  });
});

describe('a dependent added to a policy', () => {
  it.each([
    ['03/14/2026', '05/01/2026', '05/01/2026'],
    ['03/14/2026', '01/01/2026', '03/14/2026'],
    ['05/01/2026', '05/01/2026', '05/01/2026'],
  ])('effective %s on a policy starting %s is covered from %s', (effective, policyStart, expected) => {
    expect(formatMdy(dependentCoverageStart(day(effective), day(policyStart)))).toBe(expected);
  });
});

describe('a reinstatement', () => {
  it.each([
    ['03/31/2026', '03/20/2026', 30, '04/01/2026'],
    ['03/31/2026', '04/30/2026', 30, '04/01/2026'],
    [
      '03/31/2026',
      '05/01/2026',
      30,
      'Coverage ended on 03/31/2026: reinstatement was possible until 04/30/2026',
    ],
    ['12/31/2026', '01/15/2027', 60, '01/01/2027'],
    [
      '03/31/2026',
      '04/01/2026',
      0,
      'Coverage ended on 03/31/2026: reinstatement was possible until 03/31/2026',
    ],
  ])(
    'of coverage that ended %s, asked on %s with %i days allowed → %s',
    (oldEnd, today, allowed, expected) => {
      expect(said(reinstatementStart(day(oldEnd), day(today), allowed))).toBe(expected);
    },
  );
});
