/** A US zip code as the store takes it: exactly five digits. */
const ZIP_PATTERN = /^\d{5}$/;

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}
