/** Dates on the wire and on screen are mm/dd/yyyy text (10 characters). */

const MDY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses mm/dd/yyyy into a real calendar date, or null when it is not one (02/30/2000 is not). */
export function parseMdy(text: string): CalendarDate | null {
  const match = MDY.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || year < 1900) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatMdy(date: CalendarDate): string {
  const mm = String(date.month).padStart(2, '0');
  const dd = String(date.day).padStart(2, '0');
  return `${mm}/${dd}/${date.year}`;
}

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function fromIsoDate(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return parseMdy(`${match[2]}/${match[3]}/${match[1]}`);
}

/** Milliseconds at UTC midnight of a calendar date, so day arithmetic ignores time zones. */
export function utcMillis(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const at = new Date(utcMillis(date) + days * 86_400_000);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return utcMillis(a) - utcMillis(b);
}

/**
 * The typing helper of the date fields: keeps digits, clamps the month to 1-12 and the day to
 * 1-31, inserts the slashes and stops at 10 characters.
 */
export function formatDateTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let month = digits.slice(0, 2);
  let day = digits.slice(2, 4);
  const year = digits.slice(4, 8);
  if (month.length === 1 && Number(month) > 1) month = `0${month}`;
  if (month.length === 2) month = String(Math.min(Math.max(Number(month), 1), 12)).padStart(2, '0');
  if (day.length === 1 && Number(day) > 3) day = `0${day}`;
  if (day.length === 2) day = String(Math.min(Math.max(Number(day), 1), 31)).padStart(2, '0');
  let out = month;
  if (month.length === 2) out += `/${day}`;
  if (day.length === 2) out += `/${year}`;
  return out;
}
