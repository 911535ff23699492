import { describe, expect, it } from 'vitest';
import { TIERS, tierLabel } from './tiers';

describe('tierLabel: the one name of a tier', () => {
  it('names each tier', () => {
    expect(TIERS.map((tier) => tierLabel(tier))).toEqual([
      'Member Only',
      'Member + Spouse',
      'Member + Children',
      'Family',
    ]);
  });

  it('reads Member + Children as "Member + 1 Child" in premier mode, and no other tier changes', () => {
    expect(TIERS.map((tier) => tierLabel(tier, true))).toEqual([
      'Member Only',
      'Member + Spouse',
      'Member + 1 Child',
      'Family',
    ]);
  });
});
