export const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
export type Tier = (typeof TIERS)[number];

const TIER_LABELS: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Children',
  IF: 'Family',
};

/** IC3 is an older spelling of Member + Children; it prices and behaves as IC. */
export function normaliseTier(code: string): Tier | null {
  if (code === 'IC3') return 'IC';
  return (TIERS as readonly string[]).includes(code) ? (code as Tier) : null;
}

/** With a premier plan in the cart, Member + Children reads "Member + 1 Child". */
export function tierLabel(tier: Tier, premier = false): string {
  if (tier === 'IC' && premier) return 'Member + 1 Child';
  return TIER_LABELS[tier];
}
