import { TIERS, tierLabel } from '../../domain/tiers';

export const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }));

export const GENDER_OPTIONS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
] as const;
