import type { Category } from './categories';

/**
 * HD03, the insurance line code, as 005010X220A1 lists it (2300 HD03): a carrier's intake refuses any
 * other value (LIF, for one, is in the X12 base list but not in the guide's). AH is "24 Hour Care".
 * docs/x12-834.md says which the store sends for what.
 */
export const INSURANCE_LINE_CODES = [
  'AG',
  'AH',
  'AJ',
  'AK',
  'DCP',
  'DEN',
  'EPO',
  'FAC',
  'HE',
  'HLT',
  'HMO',
  'LTC',
  'LTD',
  'MM',
  'MOD',
  'PDG',
  'POS',
  'PPO',
  'PRA',
  'STD',
  'UR',
  'VIS',
] as const;
export type InsuranceLine = (typeof INSURANCE_LINE_CODES)[number];

/**
 * The line a category's plan takes when its catalog package names none, for the categories whose line
 * the guide's list names plainly (dental, vision, medical, prescription drugs, short-term disability);
 * life and the voluntary lines have no such code: their package must name one (packageChecks.ts).
 */
export const DEFAULT_INSURANCE_LINES: Partial<Record<Category, InsuranceLine>> = {
  dental: 'DEN',
  vision: 'VIS',
  medical: 'HLT',
  limitedmed: 'HLT',
  rx: 'PDG',
  di: 'STD',
};

/**
 * The categories whose every option must give the carrier its coverage amount (a face amount, a monthly
 * benefit): term life and disability income. Guaranteed issue plans may (its life plans do in the demo;
 * its accident and hospital plans have none).
 */
export const AMOUNT_CATEGORIES: readonly Category[] = ['term_life', 'di'];
