/** Gender on the filter: 0 male, 1 female. */
export const GENDERS = ['0', '1'] as const;
export type Gender = (typeof GENDERS)[number];

export function genderLabel(gender: Gender): string {
  return gender === '0' ? 'Male' : 'Female';
}
