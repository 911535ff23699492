import { type CalendarDate, utcMillis } from './dates';

/** Age in whole years, counting a year as 365.25 days as the product always has. */
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
export const MINIMUM_APPLICANT_AGE = 18;

export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  return Math.floor((utcMillis(today) - utcMillis(birth)) / YEAR_MS);
}

export function isAdultOn(birth: CalendarDate, today: CalendarDate): boolean {
  return ageOn(birth, today) >= MINIMUM_APPLICANT_AGE;
}
