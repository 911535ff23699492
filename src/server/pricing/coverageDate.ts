import { calendarDateOf, parseMdy, toIsoDate } from '../../domain/dates';
import { effectiveDateChoices } from '../../domain/effectiveDates';
import type { Db } from '../db/database';

/**
 * The date coverage starts, as yyyy-mm-dd, which picks the catalog version that prices it
 * (pricing/rateVersion.ts): the enrollment's chosen effective date, or before one is chosen the
 * earliest the cart offers.
 */
export function coverageDateOf(effectiveDate: string | null | undefined, now: Date): string {
  const chosen = effectiveDate ? parseMdy(effectiveDate) : null;
  if (chosen) return toIsoDate(chosen);
  const [earliest = ''] = effectiveDateChoices(calendarDateOf(now));
  const date = parseMdy(earliest);
  return date ? toIsoDate(date) : now.toISOString().slice(0, 10);
}

/** coverageDateOf for an enrollment by id (its effective date read from the store). */
export async function enrollmentCoverageDate(db: Db, enrollmentId: string, now: Date): Promise<string> {
  const row = await db
    .selectFrom('enrollments')
    .select('effective_date')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  return coverageDateOf(row?.effective_date, now);
}
