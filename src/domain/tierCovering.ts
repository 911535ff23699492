import type { Tier } from './tiers';

/**
 * The tier that covers every listed relationship (a spouse and a child: Family), for the dependent
 * step's offer to change the tier back when a tier change left some not covered; null when none is
 * listed. A file of its own: only that offer reads it, so the wizard's shared parts do not carry it.
 */
export function tierCovering(relationships: readonly string[]): Tier | null {
  const spouse = relationships.includes('spouse');
  const child = relationships.includes('child');
  if (spouse && child) return 'IF';
  if (spouse) return 'IS';
  return child ? 'IC' : null;
}
