import { isCategory } from '../../domain/categories';
import { DEFAULT_INSURANCE_LINES } from '../../domain/insuranceLines';
import { dollarsToCents } from '../../domain/pricing';
import type { Tier } from '../../domain/tiers';
import { planEdiSchema } from '../catalog/packageSchema';
import { fromJsonText } from '../db/json';
import type { Gender834, Relationship834 } from './enrollment834';

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

/** HD03, HD04 and the coverage amount of one option of one plan, as the catalog gives them (planEdiSchema). */
export interface OptionCodes {
  /** HD03; null when neither the package nor the category gives one (the coverage cannot be filed). */
  insuranceLine: string | null;
  /** HD04: the carrier's code for the option, or the store's plan id when the package gives none. */
  coverageCode: string;
  /** 2300 AMT*FK, in cents; null when the option has no amount. */
  coverageAmountCents: number | null;
}

/**
 * An option's codes from its plan's stored `edi` (JSON text, null for none): the option's own line, else
 * the plan's, else its category's (DEFAULT_INSURANCE_LINES, only lines the guide lists); the option's
 * carrier code, else the plan id.
 */
export function optionCodes(
  plan: { id: number; category: string; edi: string | null },
  option: string,
): OptionCodes {
  const edi = plan.edi === null ? null : planEdiSchema.parse(fromJsonText(plan.edi));
  const own = edi?.options[option];
  const fallback = isCategory(plan.category) ? DEFAULT_INSURANCE_LINES[plan.category] : undefined;
  return {
    insuranceLine: own?.insurance_line ?? edi?.insurance_line ?? fallback ?? null,
    coverageCode: own?.coverage_code ?? String(plan.id),
    coverageAmountCents: own?.coverage_amount === undefined ? null : dollarsToCents(own.coverage_amount),
  };
}
