import { addDays, type CalendarDate, compareDates } from './dates';

/**
 * How a policy change (issue 41) ends and starts dated coverage spans, beside the date rules of
 * changeDates.ts: a span is never deleted nor its start rewritten, so a span that had not started by
 * the day a change ends it is cancelled (it ends the day before its start and covers no day).
 */

/** A span as these rules read it: both days included, `end` null while it runs on. */
export interface DatedSpan {
  start: CalendarDate;
  end: CalendarDate | null;
}

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

/** The end a span gets when coverage is to stop after `lastDay`: that day, or the day before its start. */
export function spanEndAt(span: DatedSpan, lastDay: CalendarDate): CalendarDate {
  return later(lastDay, addDays(span.start, -1));
}

/** The start of a span replacing `span` from `day` on: that day, or the old span's start when later. */
export function spanStartFrom(span: DatedSpan, day: CalendarDate): CalendarDate {
  return later(day, span.start);
}

/** Whether the span covers the day (a cancelled span, which ends before it starts, covers none). */
export function coversDay(span: DatedSpan, day: CalendarDate): boolean {
  return compareDates(span.start, day) <= 0 && (span.end === null || compareDates(day, span.end) <= 0);
}

/** The monthly premium on a day: the premiums of the spans covering it (a dependent's span has none). */
export function monthlyOn(
  spans: readonly (DatedSpan & { premiumCents: number | null })[],
  day: CalendarDate,
) {
  return spans.reduce((sum, span) => sum + (coversDay(span, day) ? (span.premiumCents ?? 0) : 0), 0);
}
