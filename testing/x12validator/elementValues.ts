import type { DataElement } from './dataElements';

/**
 * X12's basic and extended character sets in one byte: the printable ASCII characters. A strict
 * intake refuses anything else (accented letters, line breaks) in an AN or ID element.
 */
const PRINTABLE = /^[\x20-\x7E]*$/;

/** A calendar date written CCYYMMDD (or YYMMDD when `digits` is 6). */
export function isDate(value: string, digits: 6 | 8 = 8): boolean {
  if (!new RegExp(`^\\d{${digits}}$`).test(value)) return false;
  const year = digits === 8 ? Number(value.slice(0, 4)) : 2000 + Number(value.slice(0, 2));
  const month = Number(value.slice(digits - 4, digits - 2));
  const day = Number(value.slice(digits - 2));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time HHMM, HHMMSS, HHMMSSD or HHMMSSDD. */
function isTime(value: string): boolean {
  const match = /^(\d\d)(\d\d)(?:(\d\d)(\d{1,2})?)?$/.exec(value);
  if (!match) return false;
  return Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

/** A date range CCYYMMDD-CCYYMMDD (RD8), the first not after the second. */
export function isDateRange(value: string): boolean {
  const [from, to, ...rest] = value.split('-');
  return rest.length === 0 && isDate(from ?? '') && isDate(to ?? '') && (from ?? '') <= (to ?? '');
}

/** What is wrong with a value of a data element of this type, as the IK403 code and words; null if nothing. */
export function valueProblem(value: string, element: DataElement): { code: string; message: string } | null {
  if (!PRINTABLE.test(value))
    return { code: '6', message: 'has a character outside the X12 basic and extended character sets' };
  let length = value.length;
  if (element.type === 'N0') {
    if (!/^-?\d+$/.test(value)) return { code: '6', message: 'is not a whole number (N0)' };
    length = value.replace('-', '').length;
  } else if (element.type === 'R') {
    if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(value)) return { code: '6', message: 'is not a decimal number (R)' };
    length = value.replace(/[-.]/g, '').length;
  } else if (element.type === 'DT') {
    if (!isDate(value, element.min === 6 ? 6 : 8))
      return { code: '8', message: `is not a date (${element.min === 6 ? 'YYMMDD' : 'CCYYMMDD'})` };
  } else if (element.type === 'TM') {
    if (!isTime(value)) return { code: '9', message: 'is not a time (HHMM[SS[DD]])' };
  } else if (value.trim() === '') {
    return { code: '6', message: 'is only spaces' };
  }
  if (length < element.min) return { code: '4', message: `is shorter than its minimum of ${element.min}` };
  if (length > element.max) return { code: '5', message: `is longer than its maximum of ${element.max}` };
  return null;
}
