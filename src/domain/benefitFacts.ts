import { z } from 'zod';
import { type Category, categoryLabel } from './categories';
import { counted } from './counted';
import { didYouMean } from './nearestName';

/**
 * What a plan gives, as typed facts under keys standard for its category (issue 27). A key means the
 * same thing, with the same kind, in every category that uses it, so a fact formats from its key alone.
 * Schemas are made when asked, so a page that only shows facts does not bring zod along.
 */
export const FACT_KINDS = [
  'money',
  'copay',
  'percent',
  'months',
  'days',
  'years',
  'count',
  'frequency',
  'text',
  'yes_no',
] as const;
type FactKind = (typeof FACT_KINDS)[number];

export interface FactDefinition {
  kind: FactKind;
  /** As a shopper reads it; a percent says it is what the plan pays. */
  label: string;
  hint?: string;
}

const money = (label: string, hint?: string): FactDefinition => ({ kind: 'money', label, hint });
const copay = (label: string, hint?: string): FactDefinition => ({ kind: 'copay', label, hint });
const percent = (label: string, hint?: string): FactDefinition => ({ kind: 'percent', label, hint });
const months = (label: string, hint?: string): FactDefinition => ({ kind: 'months', label, hint });
const days = (label: string, hint?: string): FactDefinition => ({ kind: 'days', label, hint });
const count = (label: string, hint?: string): FactDefinition => ({ kind: 'count', label, hint });
const yesNo = (label: string, hint?: string): FactDefinition => ({ kind: 'yes_no', label, hint });
const text = (label: string, hint?: string): FactDefinition => ({ kind: 'text', label, hint });

/** Every standard fact, once. */
const FACTS = {
  // shared by several categories
  deductible: money('Deductible', 'What you pay each year before the plan starts paying'),
  network: text('Provider network'),
  waiting_days: days('Waiting period after coverage starts'),
  preexisting_lookback_months: months(
    'Pre-existing condition look-back',
    'Conditions treated in this period before coverage starts are not covered at first',
  ),
  generic_drug_copay: copay('Generic drugs'),
  telehealth_copay: copay('Telehealth visit'),
  face_amount: money('Death benefit'),
  accidental_death: money('Accidental death benefit'),
  er_visit: money('Emergency room visit benefit'),
  hospital_admission: money('Hospital admission benefit'),
  hospital_daily: money('Hospital stay benefit, per day'),
  max_days_per_year: count('Hospital days paid per year'),
  lump_sum: money('Lump sum on diagnosis'),
  wellness_benefit: money('Health screening benefit, per year'),

  // dental
  annual_maximum: money('Annual maximum', 'The most the plan pays per person each year'),
  preventive_coinsurance: percent('Preventive services, plan pays', 'Cleanings, exams and x-rays'),
  basic_coinsurance: percent('Basic services, plan pays', 'Fillings and simple extractions'),
  major_coinsurance: percent('Major services, plan pays', 'Crowns, bridges, dentures and root canals'),
  basic_waiting_months: months('Waiting period for basic services'),
  major_waiting_months: months('Waiting period for major services'),
  orthodontia: yesNo('Orthodontia covered'),
  orthodontia_lifetime_max: money('Orthodontia lifetime maximum'),
  implants: yesNo('Implants covered'),
  cleanings_per_year: count('Cleanings per year'),

  // vision
  exam_copay: copay('Eye exam'),
  lens_copay: copay('Standard lenses'),
  frame_allowance: money('Frame allowance'),
  contact_allowance: money('Contact lens allowance', 'Instead of glasses'),
  frequency_months: { kind: 'frequency', label: 'Eye exam and lenses' },
  frame_frequency_months: { kind: 'frequency', label: 'New frames' },
  lasik: text('LASIK'),

  // medical
  out_of_pocket_max: money('Out-of-pocket maximum', 'The most you pay in a year for covered care'),
  coinsurance: percent('Coinsurance after the deductible, plan pays'),
  primary_care_copay: copay('Primary care visit'),
  specialist_copay: copay('Specialist visit'),
  urgent_care_copay: copay('Urgent care'),
  emergency_room_copay: copay('Emergency room'),

  // limited medical
  preventive_care: yesNo('Preventive care covered in full'),
  doctor_visit_benefit: money('Doctor visit benefit, per visit'),
  doctor_visits_per_year: count('Doctor visits paid per year'),
  diagnostic_benefit: money('Lab and x-ray benefit, per day'),
  surgery_benefit: money('Outpatient surgery benefit'),

  // rx
  preferred_brand_copay: copay('Preferred brand drugs'),
  non_preferred_brand_copay: copay('Non-preferred brand drugs'),
  mail_order: yesNo('90-day supply by mail'),
  annual_rx_maximum: money('Annual prescription maximum'),

  // term life
  term_years: { kind: 'years', label: 'Term' },
  level_premium: yesNo('Premium stays the same for the whole term'),
  convertible: yesNo('Can be converted to permanent life insurance'),
  accelerated_benefit: yesNo('Part of the benefit paid early if terminally ill'),
  renewable_to_age: count('Renewable up to age'),

  // disability income
  monthly_benefit: money('Monthly benefit'),
  income_replaced: percent('Share of your income replaced'),
  benefit_period_months: months('Longest time benefits are paid'),
  elimination_days: days('Waiting period before benefits start', 'The elimination period'),
  own_occupation_months: months('Own-occupation period', 'Paid while you cannot do your own job'),

  // critical illness
  spouse_benefit: percent('Spouse lump sum, share of yours'),
  child_benefit: percent('Child lump sum, share of yours'),
  recurrence: yesNo('Pays again if a covered illness comes back'),

  // accident
  fracture_max: money('Fracture benefit, up to'),
  dislocation_max: money('Dislocation benefit, up to'),
  ambulance: money('Ground ambulance benefit'),
  follow_up_visit: money('Follow-up doctor visit benefit'),
  on_and_off_job: yesNo('Covers accidents on and off the job'),

  // hospital
  icu_daily: money('Intensive care benefit, per day'),
  outpatient_surgery: money('Outpatient surgery benefit'),

  // supplemental
  treatment_max: money('Cancer treatment benefit, per year', 'Radiation and chemotherapy'),
  gap_benefit: money('Deductible gap benefit, per year', "Paid toward your health plan's deductible"),

  // lifestyle
  available_24_7: yesNo('Available around the clock'),
  counseling_sessions_per_year: count('Counseling sessions per year'),
  fitness_reimbursement: money('Fitness reimbursement, per year'),
  gym_network: text('Gym network'),
  nutrition_coaching: yesNo('Nutrition coaching'),
  identity_restoration_max: money('Identity theft restoration, up to'),
  credit_monitoring: yesNo('Credit monitoring'),

  // pet
  annual_limit: money('Annual limit', 'The most the plan pays per pet each year'),
  reimbursement: percent('Vet bill reimbursement, plan pays'),
  accident_waiting_days: days('Waiting period for accidents'),
  illness_waiting_days: days('Waiting period for illnesses'),
  wellness_allowance: money('Wellness allowance, per year', 'Check-ups, vaccines and tests'),
  exam_fees: yesNo('Vet exam fees covered'),

  // guaranteed
  graded_benefit_months: months(
    'Graded benefit period',
    'A death from illness in this period returns the premiums paid instead of the full benefit',
  ),
  issue_ages: text('Ages that can apply'),
} satisfies Record<string, FactDefinition>;

export type FactKey = keyof typeof FACTS;

/** The keys each category uses, in the order a shopper reads them. */
const CATEGORY_FACTS: Record<Category, readonly FactKey[]> = {
  dental: [
    'deductible',
    'annual_maximum',
    'preventive_coinsurance',
    'basic_coinsurance',
    'major_coinsurance',
    'basic_waiting_months',
    'major_waiting_months',
    'orthodontia',
    'orthodontia_lifetime_max',
    'implants',
    'cleanings_per_year',
    'network',
  ],
  vision: [
    'exam_copay',
    'lens_copay',
    'frame_allowance',
    'contact_allowance',
    'frequency_months',
    'frame_frequency_months',
    'lasik',
    'network',
  ],
  medical: [
    'deductible',
    'out_of_pocket_max',
    'coinsurance',
    'primary_care_copay',
    'specialist_copay',
    'urgent_care_copay',
    'emergency_room_copay',
    'generic_drug_copay',
    'network',
  ],
  limitedmed: [
    'preventive_care',
    'doctor_visit_benefit',
    'doctor_visits_per_year',
    'hospital_daily',
    'max_days_per_year',
    'er_visit',
    'diagnostic_benefit',
    'surgery_benefit',
    'generic_drug_copay',
    'telehealth_copay',
    'network',
  ],
  term_life: [
    'face_amount',
    'term_years',
    'level_premium',
    'convertible',
    'accelerated_benefit',
    'renewable_to_age',
  ],
  supplemental: [
    'lump_sum',
    'treatment_max',
    'gap_benefit',
    'hospital_admission',
    'hospital_daily',
    'wellness_benefit',
    'waiting_days',
    'preexisting_lookback_months',
  ],
  lifestyle: [
    'telehealth_copay',
    'available_24_7',
    'counseling_sessions_per_year',
    'fitness_reimbursement',
    'gym_network',
    'nutrition_coaching',
    'identity_restoration_max',
    'credit_monitoring',
  ],
  rx: [
    'generic_drug_copay',
    'preferred_brand_copay',
    'non_preferred_brand_copay',
    'mail_order',
    'annual_rx_maximum',
    'network',
  ],
  di: [
    'monthly_benefit',
    'income_replaced',
    'benefit_period_months',
    'elimination_days',
    'own_occupation_months',
    'preexisting_lookback_months',
  ],
  critical: [
    'lump_sum',
    'spouse_benefit',
    'child_benefit',
    'recurrence',
    'wellness_benefit',
    'waiting_days',
    'preexisting_lookback_months',
  ],
  accident: [
    'accidental_death',
    'er_visit',
    'hospital_admission',
    'hospital_daily',
    'fracture_max',
    'dislocation_max',
    'ambulance',
    'follow_up_visit',
    'on_and_off_job',
  ],
  hospital: [
    'hospital_admission',
    'hospital_daily',
    'max_days_per_year',
    'icu_daily',
    'outpatient_surgery',
    'er_visit',
    'waiting_days',
    'preexisting_lookback_months',
  ],
  pet: [
    'annual_limit',
    'deductible',
    'reimbursement',
    'accident_waiting_days',
    'illness_waiting_days',
    'wellness_allowance',
    'exam_fees',
  ],
  guaranteed: [
    'face_amount',
    'graded_benefit_months',
    'accidental_death',
    'hospital_admission',
    'hospital_daily',
    'er_visit',
    'issue_ages',
  ],
};

/** The standard keys of a category with their definitions, in reading order. */
export function categoryFacts(category: Category): Array<FactDefinition & { key: FactKey }> {
  return CATEGORY_FACTS[category].map((key) => ({ key, ...FACTS[key] }));
}

export function factDefinition(key: string): FactDefinition | undefined {
  return Object.hasOwn(FACTS, key) ? FACTS[key as FactKey] : undefined;
}

function isCategoryFact(category: Category, key: string): boolean {
  return (CATEGORY_FACTS[category] as readonly string[]).includes(key);
}

export type FactValue = number | string | boolean;
export type Facts = Record<string, FactValue>;

export interface PlanBenefits {
  /** The plan's id. */
  plan: number;
  /** The facts of the plan's first (or only) pricing option. */
  facts: Facts;
  /** Per pricing option label, the facts that differ from `facts` for that option. */
  options?: Record<string, Facts>;
  /** Free facts a carrier adds. */
  extra?: Array<{ label: string; value: string }>;
}

const wholeAtLeast = (min: number) => z.number().int().min(min);

/** The value schema of each kind of fact. */
function benefitFactValueSchema(kind: FactKind): z.ZodType<FactValue> {
  switch (kind) {
    case 'money':
    case 'copay':
    case 'months':
    case 'days':
    case 'count':
      return wholeAtLeast(0);
    case 'years':
    case 'frequency':
      return wholeAtLeast(1);
    case 'percent':
      return z.number().int().min(0).max(100);
    case 'text':
      return z.string().trim().min(1).max(120);
    case 'yes_no':
      return z.boolean();
  }
}

/** What a value of each kind must be, said the way `benefitProblems` says it. */
const KIND_RULE: Record<FactKind, string> = {
  money: 'a whole number of dollars, 0 or more',
  copay: 'a whole number of dollars, 0 or more',
  percent: 'a whole percentage from 0 to 100',
  months: 'a whole number of months, 0 or more',
  days: 'a whole number of days, 0 or more',
  years: 'a whole number of years, 1 or more',
  count: 'a whole number, 0 or more',
  frequency: 'a whole number of months, 1 or more',
  text: 'a text of 1 to 120 characters',
  yes_no: 'true or false',
};

/** What a fact of `kind` must be, in words (docs/catalog-reference.md). */
export const factKindRule = (kind: FactKind): string => KIND_RULE[kind];

let planBenefits: z.ZodType<PlanBenefits> | undefined;

/**
 * One plan's entry in a catalog's benefits file. Which keys a plan may use depends on its category,
 * which lives on the plan record: `benefitProblems` checks that.
 */
export function planBenefitsSchema(): z.ZodType<PlanBenefits> {
  if (planBenefits) return planBenefits;
  const facts = z.record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, 'A fact key is lowercase letters, digits and _'),
    z.union([z.number(), z.string(), z.boolean()]),
  );
  planBenefits = z.strictObject({
    plan: z.number().int().positive(),
    facts,
    options: z.record(z.string().trim().min(1).max(60), facts).optional(),
    extra: z
      .array(
        z.strictObject({ label: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(120) }),
      )
      .max(20)
      .optional(),
  });
  return planBenefits;
}

export interface BenefitProblem {
  path: string;
  message: string;
}

function factProblems(category: Category, facts: Facts, at: string): BenefitProblem[] {
  const problems: BenefitProblem[] = [];
  for (const [key, value] of Object.entries(facts)) {
    const path = `${at}.${key}`;
    const definition = factDefinition(key);
    if (!definition || !isCategoryFact(category, key)) {
      problems.push({
        path,
        message: `"${key}" is not a benefit fact of ${categoryLabel(category)} plans${didYouMean(key, CATEGORY_FACTS[category])}.`,
      });
    } else if (!benefitFactValueSchema(definition.kind).safeParse(value).success) {
      problems.push({
        path,
        message: `${definition.label} must be ${KIND_RULE[definition.kind]} (it is ${JSON.stringify(value)}).`,
      });
    }
  }
  return problems;
}

/**
 * Every problem of a plan's benefits for its category: keys the category does not use, values of the
 * wrong kind or out of range, and the same in each option's overrides; given the plan's pricing
 * option labels, also options the plan does not have.
 */
export function benefitProblems(
  category: Category,
  benefits: PlanBenefits,
  optionLabels?: readonly string[],
): BenefitProblem[] {
  const problems = factProblems(category, benefits.facts, 'facts');
  for (const [label, facts] of Object.entries(benefits.options ?? {})) {
    if (optionLabels && !optionLabels.includes(label)) {
      problems.push({
        path: `options.${label}`,
        message: `The plan has no pricing option "${label}" (its options: ${optionLabels.join(', ')}).`,
      });
    }
    problems.push(...factProblems(category, facts, `options.${label}`));
  }
  return problems;
}

/** The facts that hold for one pricing option: the plan's facts with that option's overrides. */
export function optionFacts(benefits: PlanBenefits, optionLabel: string): Facts {
  return { ...benefits.facts, ...benefits.options?.[optionLabel] };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A fact as a shopper reads it: "$1,500", "80%", "6 months", "$10 copay", "Every 12 months", "Yes". */
export function factText(key: string, value: FactValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  switch (factDefinition(key)?.kind) {
    case 'money':
      return dollars.format(value);
    case 'copay':
      return `${dollars.format(value)} copay`;
    case 'percent':
      return `${value}%`;
    case 'months':
      return value === 0 ? 'None' : counted(value, 'month');
    case 'days':
      return value === 0 ? 'None' : counted(value, 'day');
    case 'years':
      return counted(value, 'year');
    case 'frequency':
      return value === 1 ? 'Every month' : `Every ${value} months`;
    default:
      return value.toLocaleString('en-US');
  }
}
