import { describe, expect, it } from 'vitest';
import { type CalendarDate, formatMdy, parseMdy } from './dates';
import { dateRuleFor, eventEffectiveDate, type LifeEventDateRule, reportedInWindow } from './lifeEventWindow';

const day = (mdy: string): CalendarDate => {
  const date = parseMdy(mdy);
  if (!date) throw new Error(`not a date: ${mdy}`);
  return date;
};

const birth: LifeEventDateRule = {
  name: 'Birth',
  window_before_days: 0,
  window_after_days: 30,
  effective: 'event_date',
};
const marriage: LifeEventDateRule = {
  name: 'Marriage',
  window_before_days: 0,
  window_after_days: 60,
  effective: 'first_of_next_month',
};
const move: LifeEventDateRule = {
  name: 'Move',
  window_before_days: 60,
  window_after_days: 60,
  effective: 'first_of_month_after_15th',
};

const rules = { Birth: birth, Marriage: marriage, Move: move };
const rule = (name: string) => rules[name as keyof typeof rules];

describe("a change reported in the event's window", () => {
  it.each([
    ['Birth', '03/14/2026', '03/14/2026', null],
    ['Birth', '03/14/2026', '04/13/2026', null],
    ['Birth', '03/14/2026', '04/14/2026', 'Birth on 03/14/2026: changes were possible until 04/13/2026'],
    ['Birth', '03/14/2026', '03/13/2026', 'Birth on 03/14/2026: changes can be made from 03/14/2026'],
    ['Marriage', '12/31/2025', '03/01/2026', null],
    [
      'Marriage',
      '12/31/2025',
      '03/02/2026',
      'Marriage on 12/31/2025: changes were possible until 03/01/2026',
    ],
    ['Move', '06/01/2026', '04/02/2026', null],
    ['Move', '06/01/2026', '04/01/2026', 'Move on 06/01/2026: changes can be made from 04/02/2026'],
    ['Move', '06/01/2026', '07/31/2026', null],
  ])('%s on %s reported %s → %s', (name, event, reported, message) => {
    const answer = reportedInWindow(rule(name), day(event), day(reported));
    expect(answer).toEqual(message === null ? { allowed: true } : { allowed: false, message });
  });
});

describe("a change's effective date by the event's rule", () => {
  it.each([
    ['Birth', '03/14/2026', '03/20/2026', '03/14/2026'],
    ['Birth', '02/28/2026', '03/30/2026', '02/28/2026'],
    ['Marriage', '03/14/2026', '03/20/2026', '04/01/2026'],
    ['Marriage', '03/14/2026', '04/02/2026', '05/01/2026'],
    ['Marriage', '12/05/2026', '12/05/2026', '01/01/2027'],
    ['Marriage', '05/09/2026', '04/20/2026', '06/01/2026'],
    ['Move', '03/15/2026', '03/15/2026', '04/01/2026'],
    ['Move', '03/16/2026', '03/16/2026', '05/01/2026'],
    ['Move', '03/01/2026', '03/20/2026', '05/01/2026'],
    ['Move', '11/20/2026', '11/20/2026', '01/01/2027'],
    ['Move', '06/10/2026', '04/20/2026', '07/01/2026'],
  ])('%s on %s reported %s starts %s', (name, event, reported, start) => {
    expect(formatMdy(eventEffectiveDate(rule(name), day(event), day(reported)))).toBe(start);
  });
});

describe("a group policy's windows", () => {
  const catalogBirth = {
    ...birth,
    window_after_days: 60,
    group: { window_before_days: 0, window_after_days: 30 },
  };

  it('a birth is 0/60 on an individual policy and 0/30 on a group policy when the catalog says so', () => {
    const reported = day('04/20/2026');
    expect(reportedInWindow(dateRuleFor(catalogBirth, false), day('03/14/2026'), reported)).toEqual({
      allowed: true,
    });
    expect(reportedInWindow(dateRuleFor(catalogBirth, true), day('03/14/2026'), reported)).toEqual({
      allowed: false,
      message: 'Birth on 03/14/2026: changes were possible until 04/13/2026',
    });
  });

  it('an event without group windows has the same windows on a group policy', () => {
    expect(dateRuleFor({ ...marriage, group: null }, true)).toEqual(marriage);
  });
});
