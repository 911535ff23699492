import { dayOfMonthAhead } from './chargeSchedule';
import { addDays, type CalendarDate, compareDates, formatMdy, utcMillis } from './dates';

/** A member's coverage under one plan option, both days included; `end` null while it runs on. */
export interface CoverageSpan {
  start: CalendarDate;
  end: CalendarDate | null;
}

export type DateAnswer = { allowed: true; date: CalendarDate } | { allowed: false; message: string };

const refused = (message: string): DateAnswer => ({ allowed: false, message });
const before = (a: CalendarDate, b: CalendarDate) => compareDates(a, b) < 0;

/** The days a span covers (0 for a cancelled one, whose end is the day before its start). */
export function daysCovered(span: CoverageSpan & { end: CalendarDate }): number {
  return Math.max(0, Math.round((utcMillis(span.end) - utcMillis(span.start)) / 86_400_000) + 1);
}

/** A dependent is covered from the change's effective date, or from the policy's start if that is later. */
export function dependentCoverageStart(effective: CalendarDate, policyStart: CalendarDate): CalendarDate {
  return before(effective, policyStart) ? policyStart : effective;
}

/**
 * The last day of coverage of a termination asked on `today`: the end of this month by default, or the
 * date asked for when it is neither before today nor before the coverage started.
 */
export function terminationEnd(span: CoverageSpan, today: CalendarDate, asked?: CalendarDate): DateAnswer {
  if (span.end) return refused(`Coverage already ends on ${formatMdy(span.end)}`);
  const end = asked ?? addDays(dayOfMonthAhead(today, 1, 1), -1);
  if (before(end, span.start)) {
    return asked
      ? refused(`The end date cannot be before coverage starts (${formatMdy(span.start)})`)
      : refused(`Coverage starts on ${formatMdy(span.start)}: cancel it instead of ending it`);
  }
  if (before(end, today)) return refused(`The end date cannot be before today (${formatMdy(today)})`);
  return { allowed: true, date: end };
}

/** A cancellation before coverage starts: the span ends the day before its start, so no day is covered. */
export function cancellationEnd(span: CoverageSpan, today: CalendarDate): DateAnswer {
  if (!before(today, span.start)) {
    return refused(`Coverage started on ${formatMdy(span.start)}: end it instead of cancelling it`);
  }
  return { allowed: true, date: addDays(span.start, -1) };
}

/**
 * Reinstating ended coverage within the carrier's allowed days after its end: coverage starts again the
 * day after the old end, so no day is left uncovered.
 */
export function reinstatementStart(
  oldEnd: CalendarDate,
  today: CalendarDate,
  allowedDays: number,
): DateAnswer {
  const lastDay = addDays(oldEnd, allowedDays);
  if (before(lastDay, today)) {
    return refused(
      `Coverage ended on ${formatMdy(oldEnd)}: reinstatement was possible until ${formatMdy(lastDay)}`,
    );
  }
  return { allowed: true, date: addDays(oldEnd, 1) };
}
