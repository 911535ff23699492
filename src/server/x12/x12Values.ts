import { toBasicCharacters } from './basicCharacters';

/**
 * Text as an X12 element takes it: its closest form in the basic character set (basicCharacters.ts:
 * José → JOSE, characters with no such form dropped), spaces collapsed, cut to the element's maximum length.
 */
export function x12Text(value: string, max: number): string {
  return toBasicCharacters(value).replace(/ +/g, ' ').trim().slice(0, max).trim();
}

/**
 * An e-mail address as PER's communication number takes it: as given, since an address is not a name
 * and has no basic-character-set form (its `@`, `_` and lower case are the X12 extended set, which
 * carriers take in PER). The interchange's delimiters (`*` `~` `:` `^`) cannot be sent inside an
 * element, so an address holding one is not sent at all (null), rather than sent as another address.
 */
export function x12Email(value: string): string | null {
  const address = value.trim();
  if (address === '' || address.length > 256 || /[*~:^\s]/.test(address)) return null;
  return address;
}

/** An ISO date (yyyy-mm-dd) as CCYYMMDD (D8). */
export function x12Date(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`not an ISO date: ${iso}`);
  return iso.replaceAll('-', '');
}

/** An instant's UTC date as CCYYMMDD and time as HHMM. */
export function x12Moment(at: Date): { date: string; time: string } {
  const iso = at.toISOString();
  return { date: x12Date(iso.slice(0, 10)), time: iso.slice(11, 13) + iso.slice(14, 16) };
}

/** A segment's elements without the empty ones at its end: X12 writes no trailing delimiters. */
export function withoutTrailingEmpties(elements: readonly string[]): string[] {
  let end = elements.length;
  while (end > 0 && elements[end - 1] === '') end -= 1;
  return elements.slice(0, end);
}

/** An amount in cents as an X12 monetary element (R): dollars, a point only when there are cents (25000, 74.86). */
export function x12Amount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
