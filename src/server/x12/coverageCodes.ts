import type { Category } from '../../domain/categories';
import type { Tier } from '../../domain/tiers';
import type { Gender834, Relationship834 } from './enrollment834';

/**
 * The 834's codes for what the store sells (docs/x12-834.md says where each comes from). HD03, the
 * insurance line, by plan category: the 005010X220A1 list (DEN, VIS, HLT, PDG, STD, LTD) where it has
 * the line; life and the lines it has no code for (critical illness, accident, hospital, pet…) use the
 * X12 base list's LIF for life and AH (accident and health) for the others, as carriers' companion
 * guides for voluntary benefits do.
 */
export const INSURANCE_LINES: Record<Category, string> = {
  dental: 'DEN',
  vision: 'VIS',
  medical: 'HLT',
  limitedmed: 'HLT',
  rx: 'PDG',
  term_life: 'LIF',
  guaranteed: 'LIF',
  di: 'STD',
  supplemental: 'AH',
  lifestyle: 'AH',
  critical: 'AH',
  accident: 'AH',
  hospital: 'AH',
  pet: 'AH',
};

/** HD05, the coverage level, by tier: member only, with spouse, with children, family. */
export const COVERAGE_LEVELS: Record<Tier, string> = { IO: 'IND', IS: 'ESP', IC: 'ECH', IF: 'FAM' };

/** Who a tier covers besides the subscriber: a member gets a coverage's HD only when covered. */
export const TIER_COVERS: Record<Tier, readonly Relationship834[]> = {
  IO: ['subscriber'],
  IS: ['subscriber', 'spouse'],
  IC: ['subscriber', 'child'],
  IF: ['subscriber', 'spouse', 'child'],
};

/** INS02, the individual relationship code: 18 self, 01 spouse, 19 child. */
export const RELATIONSHIP_CODES: Record<Relationship834, string> = {
  subscriber: '18',
  spouse: '01',
  child: '19',
};

/** The steps' gender codes (0 male, 1 female, 2 others) as DMG03's M, F and U (unknown). */
export function gender834(stored: unknown): Gender834 {
  return stored === '0' ? 'M' : stored === '1' ? 'F' : 'U';
}
