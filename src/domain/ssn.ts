/**
 * Whether nine digits can be a Social Security Number at all, by the SSA's own rules for numbers it
 * never issues: no area 000, 666 or 900-999, no group 00, no serial 0000, and not one digit nine
 * times. Every SSN the store takes (the applicant's, a dependent's, a beneficiary's) is checked by
 * it, through `ssn()` in fieldRules.ts, so a made-up number is refused where it is typed.
 */
export function isPossibleSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  if (area === 0 || area === 666 || area >= 900) return false;
  if (group === '00' || serial === '0000') return false;
  return !/^(\d)\1{8}$/.test(digits);
}
