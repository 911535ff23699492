import type { FilterInfo } from '../../contract/filterCalls';
import { ageOn } from '../../domain/age';
import { calendarDateOf, parseMdy } from '../../domain/dates';

/** The applicant's age today from the filter's date of birth (365.25-day years). */
export function filterAge(filter: FilterInfo, now: Date): number {
  const birth = parseMdy(filter.dob);
  return birth ? ageOn(birth, calendarDateOf(now)) : 0;
}
