/** A US zip code as the store takes it: exactly five digits. */
export const ZIP_PATTERN = /^\d{5}$/;
export const ZIP_LENGTH = 5;

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}
