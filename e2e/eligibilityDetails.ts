import type { GENDERS } from '../src/domain/gender';
import { TIERS, type Tier, tierLabel } from '../src/domain/tiers';

/** A shopper's details as the landing page's eligibility form asks them, in the words on screen. */
export interface EligibilityDetails {
  zip: string;
  gender: 'Male' | 'Female';
  /** The Tier choice as it reads: 'Member Only', 'Member + Spouse', 'Member + Children', 'Family'. */
  tier: string;
  /** mm/dd/yyyy */
  dob: string;
}

/** The tier code behind its label on screen, so a spec names tiers as shoppers see them. */
export function tierOf(label: string): Tier {
  const tier = TIERS.find((code) => tierLabel(code) === label);
  if (!tier) throw new Error(`no tier is called "${label}"`);
  return tier;
}

/**
 * The filter add-filter-for-new-user takes for details written as on screen: the contract's codes
 * (gender 1 female, tiers IO to IF), so a spec built through the contract reads like one typed in.
 */
export function filterOf(details: EligibilityDetails): {
  zip: string;
  gender: (typeof GENDERS)[number];
  tier: Tier;
  dob: string;
} {
  return {
    zip: details.zip,
    gender: details.gender === 'Female' ? '1' : '0',
    tier: tierOf(details.tier),
    dob: details.dob,
  };
}
