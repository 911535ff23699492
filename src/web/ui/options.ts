import { TIERS, tierLabel } from '../../domain/tiers';

/** The tier choices, named as everywhere else: Member + Children reads "Member + 1 Child" in premier mode. */
export function tierOptions(premier: boolean) {
  return TIERS.map((tier) => ({ value: tier, label: tierLabel(tier, premier) }));
}

export const GENDER_OPTIONS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
] as const;
