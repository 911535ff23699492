/** Gender on the filter: 0 male, 1 female. */
export const GENDERS = ['0', '1'] as const;
