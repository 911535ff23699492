import { dayOfMonthAhead } from './chargeSchedule';
import { addDays, type CalendarDate, compareDates, formatMdy } from './dates';
import type { LifeEvent } from './lifeEventSchema';

/**
 * A life event's date rules as the catalog keeps them (the package's `life_events.json`,
 * lifeEventSchema): how many days before and after the event a change may be reported, and when the
 * change takes effect.
 */
export type LifeEventDateRule = Pick<
  LifeEvent,
  'name' | 'window_before_days' | 'window_after_days' | 'effective'
>;

/**
 * The event's date rule for a policy: an employer group's policy takes the event's `group` windows when
 * the catalog gives them, any other the event's own.
 */
export function dateRuleFor(
  event: LifeEventDateRule & Pick<LifeEvent, 'group'>,
  groupPolicy: boolean,
): LifeEventDateRule {
  const windows = groupPolicy && event.group ? event.group : event;
  return {
    name: event.name,
    effective: event.effective,
    window_before_days: windows.window_before_days,
    window_after_days: windows.window_after_days,
  };
}

export type WindowAnswer = { allowed: true } | { allowed: false; message: string };

/** The first and last day a change for this event may be reported (the event's own day counts as day 0). */
function eventWindow(rule: LifeEventDateRule, eventDate: CalendarDate) {
  return {
    first: addDays(eventDate, -rule.window_before_days),
    last: addDays(eventDate, rule.window_after_days),
  };
}

/** Whether a change reported on `reportedOn` falls in the event's window, with the answer's words when not. */
export function reportedInWindow(
  rule: LifeEventDateRule,
  eventDate: CalendarDate,
  reportedOn: CalendarDate,
): WindowAnswer {
  const { first, last } = eventWindow(rule, eventDate);
  const on = `${rule.name} on ${formatMdy(eventDate)}`;
  if (compareDates(reportedOn, last) > 0) {
    return { allowed: false, message: `${on}: changes were possible until ${formatMdy(last)}` };
  }
  if (compareDates(reportedOn, first) < 0) {
    return { allowed: false, message: `${on}: changes can be made from ${formatMdy(first)}` };
  }
  return { allowed: true };
}

/**
 * The day a change for this event takes effect. The month rules count from the later of the event and
 * the report: coverage never starts before it was asked for, nor before the event when reported ahead.
 */
export function eventEffectiveDate(
  rule: LifeEventDateRule,
  eventDate: CalendarDate,
  reportedOn: CalendarDate,
): CalendarDate {
  if (rule.effective === 'event_date') return eventDate;
  const from = compareDates(reportedOn, eventDate) > 0 ? reportedOn : eventDate;
  if (rule.effective === 'first_of_next_month') return dayOfMonthAhead(from, 1, 1);
  return dayOfMonthAhead(from, from.day <= 15 ? 1 : 2, 1);
}
