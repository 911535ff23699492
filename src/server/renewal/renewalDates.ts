import { addDays, type CalendarDate, compareDates } from '../../domain/dates';

/** A plan year as the catalog gives it (catalog/packageSchema.ts planYearSchema). */
export interface PlanYearRule {
  /** mm/dd, a day of every year. */
  renews_on: string;
  notice_days: number;
}

/** The renewal day of `year` for a plan year renewing on `renewsOn` (mm/dd). */
function renewalIn(renewsOn: string, year: number): CalendarDate {
  const [month = 1, day = 1] = renewsOn.split('/').map(Number);
  return { year, month, day };
}

/**
 * How many days late a round still makes a renewal: a store down on the renewal day catches up at its
 * next round, but a plan year first given (or a store first started) long after its renewal day does not
 * renew coverage months back; its first renewal is the next one. `npm run renewals -- --date` reaches
 * further back when an operator means it.
 */
const CATCH_UP_DAYS = 31;

/**
 * The renewal a run on `today` makes: the latest renewal day on or before today (this year's once it has
 * come, last year's before), when it is at most CATCH_UP_DAYS back; otherwise null. A store that did not
 * run on the day itself renews at its next round, from the renewal day still.
 */
export function renewalDue(renewsOn: string, today: CalendarDate): CalendarDate | null {
  const thisYear = renewalIn(renewsOn, today.year);
  const due = compareDates(thisYear, today) <= 0 ? thisYear : renewalIn(renewsOn, today.year - 1);
  return compareDates(addDays(due, CATCH_UP_DAYS), today) >= 0 ? due : null;
}

/** The next renewal after `today` (today's own renewal is not next: it is due). */
export function nextRenewal(renewsOn: string, today: CalendarDate): CalendarDate {
  const thisYear = renewalIn(renewsOn, today.year);
  return compareDates(thisYear, today) > 0 ? thisYear : renewalIn(renewsOn, today.year + 1);
}

/**
 * The renewal whose notice is due on `today`: the next renewal when today is `notice_days` or fewer days
 * before it; otherwise null (a plan year with 0 notice days sends none).
 */
export function noticeDue(year: PlanYearRule, today: CalendarDate): CalendarDate | null {
  const next = nextRenewal(year.renews_on, today);
  return compareDates(addDays(next, -year.notice_days), today) <= 0 ? next : null;
}

/**
 * Whether a span renews on `renewal`: it runs into the new plan year with no end set (a span someone
 * ended, even after the renewal day, ends as they asked) and began before it (coverage that starts on the
 * renewal day or later is already of the new year's rates).
 */
export function spanRenews(
  span: { start: CalendarDate; end: CalendarDate | null },
  renewal: CalendarDate,
): boolean {
  return span.end === null && compareDates(span.start, renewal) < 0;
}

/** The last day of the old plan year: the day before the renewal. */
export function yearEnd(renewal: CalendarDate): CalendarDate {
  return addDays(renewal, -1);
}
