import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { type CalendarDate, parseMdy } from '../../domain/dates';
import type { LifeEvent } from '../../domain/lifeEventSchema';
import { eventEffectiveDate, reportedInWindow } from '../../domain/lifeEventWindow';
import { storedLifeEvents } from '../catalog/lifeEventsStore';
import type { Db } from '../db/database';
import { fieldError } from '../http/appError';

/** What a life event lets a change do (lifeEventSchema's `allows`). */
type EventAllows = LifeEvent['allows'][number];

/** The allowance in words, for the refusal "Birth does not allow removing a member". */
const ALLOWS_WORDS: Record<EventAllows, string> = {
  add_member: 'adding a member',
  drop_member: 'removing a member',
  change_option: 'changing the plan option',
  end_coverage: 'ending coverage',
};

/** A life event a change names, checked: its rule, its date and the day the change takes effect. */
export interface CheckedEvent {
  event: LifeEvent;
  eventDate: CalendarDate;
  effective: CalendarDate;
}

/** A date field of the request (mm/dd/yyyy), or a 400 at it; undefined when not given. */
export function requestDate(value: string | undefined, target: string): CalendarDate | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const date = parseMdy(value.trim());
  if (!date) throw fieldError(target, 'Enter a date as mm/dd/yyyy');
  return date;
}

/**
 * The request's life event, checked for this change: one of the catalog's (400 at `event` when not),
 * allowing `needed` (409 at `event` when not), with its date (400 at `event_date` when missing) reported
 * within its window (409 at `event_date`, naming the last day). Null when the request names none.
 */
export async function checkedEvent(
  db: Db,
  request: PolicyChangeRequest,
  needed: EventAllows,
  today: CalendarDate,
): Promise<CheckedEvent | null> {
  if (request.event === undefined || request.event === null || request.event.trim() === '') return null;
  const event = (await storedLifeEvents(db)).find((known) => known.id === request.event?.trim());
  if (!event) throw fieldError('event', 'Choose one of the life events offered');
  if (!event.allows.includes(needed))
    throw fieldError('event', `${event.name} does not allow ${ALLOWS_WORDS[needed]}`, 409);
  const eventDate = requestDate(request.event_date, 'event_date');
  if (!eventDate) throw fieldError('event_date', 'Enter the date of the event');
  const window = reportedInWindow(event, eventDate, today);
  if (!window.allowed) throw fieldError('event_date', window.message, 409);
  return { event, eventDate, effective: eventEffectiveDate(event, eventDate, today) };
}

/** checkedEvent for a change that cannot be made without an event (a new dependent, another option). */
export async function requiredEvent(
  db: Db,
  request: PolicyChangeRequest,
  needed: EventAllows,
  today: CalendarDate,
): Promise<CheckedEvent> {
  const checked = await checkedEvent(db, request, needed, today);
  if (!checked) throw fieldError('event', `Choose the life event that allows ${ALLOWS_WORDS[needed]}`);
  return checked;
}
