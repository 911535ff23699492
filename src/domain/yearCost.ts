import type { Facts } from './benefitFacts';
import { planCost } from './cartTotals';

/**
 * What a year of a plan costs at low, medium and high use (issue 28): twelve monthly premiums and the
 * plan's one-time fee (the first year, by the cart's rule: domain/cartTotals.ts) plus what the shopper
 * pays for the care of a use profile, capped by the plan's limits. Dental, vision
 * and medical only; a plan missing a fact the estimate needs gets none rather than a guess. All
 * amounts are whole cents.
 */
export type UseLevel = 'low' | 'medium' | 'high';
export const USE_LEVELS: readonly UseLevel[] = ['low', 'medium', 'high'];
export const USE_LEVEL_LABELS: Record<UseLevel, string> = {
  low: 'Low use',
  medium: 'Medium use',
  high: 'High use',
};

export interface YearCost {
  level: UseLevel;
  /** Twelve monthly premiums. */
  premiumCents: number;
  /** The plan's one-time fees (an application fee), in the first year only; 0 for none. */
  feeCents: number;
  /** What the shopper pays for the profile's care, after the plan's share and limits. */
  careCents: number;
  totalCents: number;
}

/** The assumptions of a category's estimate, in plain words: each profile, then the rules. */
export interface YearCostAssumptions {
  profiles: Record<UseLevel, string>;
  rules: string[];
}

const dollars = (amount: number) => amount * 100;
const share = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const num = (facts: Facts, key: string): number | undefined =>
  typeof facts[key] === 'number' ? (facts[key] as number) : undefined;

const COMMON_RULES = [
  'Premiums are the monthly premium of the option shown, times 12; a one-time fee (an application fee) is added once, as in the first year.',
  'An estimate for one person over a year, at the prices of a provider in the plan’s network; not a promise of what you will pay.',
];

// Dental: charges per class of care.
type DentalClass = 'preventive' | 'basic' | 'major';
const DENTAL_USE: Record<UseLevel, Record<DentalClass, number>> = {
  low: { preventive: dollars(300), basic: 0, major: 0 },
  medium: { preventive: dollars(300), basic: dollars(400), major: 0 },
  high: { preventive: dollars(300), basic: dollars(400), major: dollars(1800) },
};
const DENTAL_ASSUMPTIONS: YearCostAssumptions = {
  profiles: {
    low: 'Two cleanings and exams with x-rays ($300 of preventive care).',
    medium: 'The same, and two fillings ($400 of basic care): $700 in all.',
    high: 'The same, and a crown with a root canal ($1,800 of major care): $2,500 in all.',
  },
  rules: [
    'The deductible applies to basic and major care, not to preventive care; then the plan pays its share of each service.',
    'The plan pays no more than its annual maximum in the year; above it you pay the whole bill.',
    'Waiting periods are taken as over.',
    ...COMMON_RULES,
  ],
};

function dentalCare(facts: Facts, level: UseLevel): number | undefined {
  const deductible = num(facts, 'deductible');
  const maximum = num(facts, 'annual_maximum');
  if (deductible === undefined || maximum === undefined) return undefined;
  let deductibleLeft = dollars(deductible);
  let planPays = 0;
  let billed = 0;
  for (const [kind, charge] of Object.entries(DENTAL_USE[level]) as [DentalClass, number][]) {
    if (charge === 0) continue;
    const percent = num(facts, `${kind}_coinsurance`);
    if (percent === undefined) return undefined;
    const toDeductible = kind === 'preventive' ? 0 : Math.min(deductibleLeft, charge);
    deductibleLeft -= toDeductible;
    planPays += share(charge - toDeductible, percent);
    billed += charge;
  }
  return billed - Math.min(planPays, dollars(maximum));
}

// Vision: an exam, lenses and frames at a price.
const VISION_USE: Record<UseLevel, { exam: number; lenses: number; frames: number }> = {
  low: { exam: dollars(150), lenses: 0, frames: 0 },
  medium: { exam: dollars(150), lenses: dollars(120), frames: dollars(150) },
  high: { exam: dollars(150), lenses: dollars(120), frames: dollars(250) },
};
const VISION_ASSUMPTIONS: YearCostAssumptions = {
  profiles: {
    low: 'An eye exam ($150).',
    medium: 'An eye exam, standard lenses ($120) and frames of $150.',
    high: 'An eye exam, standard lenses ($120) and frames of $250.',
  },
  rules: [
    'You pay the exam and lens copays (never more than the price) and the part of the frames’ price above the frame allowance.',
    ...COMMON_RULES,
  ],
};

function visionCare(facts: Facts, level: UseLevel): number | undefined {
  const use = VISION_USE[level];
  const examCopay = num(facts, 'exam_copay');
  const lensCopay = num(facts, 'lens_copay');
  const allowance = num(facts, 'frame_allowance');
  if (examCopay === undefined || lensCopay === undefined || allowance === undefined) return undefined;
  const copay = (charge: number, amount: number) => Math.min(charge, dollars(amount));
  return (
    copay(use.exam, examCopay) +
    (use.lenses > 0 ? copay(use.lenses, lensCopay) : 0) +
    Math.max(0, use.frames - dollars(allowance))
  );
}

// Medical: services with a copay where the plan has one, and care that goes to the deductible.
interface MedicalService {
  count: number;
  chargeCents: number;
  copayKey?: string;
}
const visits = (count: number): MedicalService => ({
  count,
  chargeCents: dollars(150),
  copayKey: 'primary_care_copay',
});
const specialist = (count: number): MedicalService => ({
  count,
  chargeCents: dollars(250),
  copayKey: 'specialist_copay',
});
const generics = (count: number): MedicalService => ({
  count,
  chargeCents: dollars(20),
  copayKey: 'generic_drug_copay',
});
const MEDICAL_USE: Record<UseLevel, MedicalService[]> = {
  low: [visits(2), generics(4)],
  medium: [visits(4), specialist(2), generics(12), { count: 1, chargeCents: dollars(2000) }],
  high: [
    visits(4),
    specialist(2),
    generics(12),
    { count: 1, chargeCents: dollars(2000) },
    { count: 1, chargeCents: dollars(25000) },
  ],
};
const MEDICAL_ASSUMPTIONS: YearCostAssumptions = {
  profiles: {
    low: 'Two primary care visits ($150 each) and four generic prescriptions ($20 each).',
    medium:
      'Four primary care visits, two specialist visits ($250 each), twelve generic prescriptions and $2,000 of lab tests and scans.',
    high: 'The same as medium use, and a hospital stay of $25,000.',
  },
  rules: [
    'A visit or prescription with a copay costs you the copay (never more than the price); other care goes to the deductible first, then you pay the share the plan does not (coinsurance).',
    'All you pay for care in the year stops at the out-of-pocket maximum.',
    'Emergencies, care outside the network and family members are not counted.',
    ...COMMON_RULES,
  ],
};

function medicalCare(facts: Facts, level: UseLevel): number | undefined {
  const deductible = num(facts, 'deductible');
  const planPercent = num(facts, 'coinsurance');
  const outOfPocketMax = num(facts, 'out_of_pocket_max');
  if (deductible === undefined || planPercent === undefined || outOfPocketMax === undefined) return undefined;
  let deductibleLeft = dollars(deductible);
  let pays = 0;
  for (const service of MEDICAL_USE[level]) {
    const copay = service.copayKey ? num(facts, service.copayKey) : undefined;
    for (let i = 0; i < service.count; i++) {
      if (copay !== undefined) {
        pays += Math.min(service.chargeCents, dollars(copay));
        continue;
      }
      const toDeductible = Math.min(deductibleLeft, service.chargeCents);
      deductibleLeft -= toDeductible;
      pays += toDeductible + share(service.chargeCents - toDeductible, 100 - planPercent);
    }
  }
  return Math.min(pays, dollars(outOfPocketMax));
}

const ESTIMATES: Record<string, { care: typeof dentalCare; assumptions: YearCostAssumptions }> = {
  dental: { care: dentalCare, assumptions: DENTAL_ASSUMPTIONS },
  vision: { care: visionCare, assumptions: VISION_ASSUMPTIONS },
  medical: { care: medicalCare, assumptions: MEDICAL_ASSUMPTIONS },
};

/** The assumptions of a category's estimate; null for a category with none. */
export function yearCostAssumptions(category: string): YearCostAssumptions | null {
  return Object.hasOwn(ESTIMATES, category) ? (ESTIMATES[category]?.assumptions ?? null) : null;
}

/**
 * A plan's first year at each use level: the premiums (monthly × 12), its one-time fee and what the
 * shopper pays for care; null for a category without an estimate or a plan missing a fact the
 * estimate needs.
 */
export function yearCost(
  category: string,
  facts: Facts,
  monthlyPremiumCents: number,
  oneTimeFeeCents = 0,
): YearCost[] | null {
  const estimate = Object.hasOwn(ESTIMATES, category) ? ESTIMATES[category] : undefined;
  if (!estimate) return null;
  const year = planCost(monthlyPremiumCents / 100, oneTimeFeeCents / 100);
  const premiumCents = year.firstYearCents - year.feeCents;
  const costs: YearCost[] = [];
  for (const level of USE_LEVELS) {
    const careCents = estimate.care(facts, level);
    if (careCents === undefined) return null;
    costs.push({
      level,
      premiumCents,
      feeCents: year.feeCents,
      careCents,
      totalCents: year.firstYearCents + careCents,
    });
  }
  return costs;
}
