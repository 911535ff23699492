import { ageOn } from './age';
import type { CalendarDate } from './dates';

/** The life events whose new child may be added before the SSA has issued a number (issue 41). */
const NEWBORN_EVENTS: readonly string[] = ['birth', 'adoption'];

/**
 * Whether a dependent added for this event is a newborn who may have no SSN yet: a birth or an adoption,
 * and a child under 1 on the day the change is made.
 */
export function mayHaveNoSsn(event: string | null, birth: CalendarDate | null, today: CalendarDate): boolean {
  return event !== null && NEWBORN_EVENTS.includes(event) && birth !== null && ageOn(birth, today) < 1;
}

/** A birth or an adoption adds a child, never a spouse. */
export function addsChildOnly(event: string | null): boolean {
  return event !== null && NEWBORN_EVENTS.includes(event);
}
