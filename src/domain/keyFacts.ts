import type { FactKey } from './benefitFacts';
import type { Category } from './categories';

/**
 * The facts a plan card shows for each category, in the order a shopper reads them: what tells one
 * plan of the category from another at a glance (issue 28). A category whose plans differ in kind
 * (supplemental, lifestyle) names the headline amount of each kind; a card shows those its plan has.
 */
const KEY_FACTS: Record<Category, readonly FactKey[]> = {
  dental: ['annual_maximum', 'deductible', 'major_coinsurance', 'major_waiting_months'],
  vision: ['exam_copay', 'frame_allowance', 'lens_copay'],
  medical: ['deductible', 'out_of_pocket_max', 'coinsurance', 'primary_care_copay'],
  limitedmed: ['doctor_visit_benefit', 'hospital_daily', 'er_visit', 'preventive_care'],
  term_life: ['face_amount', 'term_years', 'convertible'],
  supplemental: ['lump_sum', 'gap_benefit', 'hospital_admission', 'wellness_benefit'],
  lifestyle: [
    'telehealth_copay',
    'counseling_sessions_per_year',
    'fitness_reimbursement',
    'identity_restoration_max',
  ],
  rx: ['generic_drug_copay', 'preferred_brand_copay', 'annual_rx_maximum'],
  di: ['monthly_benefit', 'benefit_period_months', 'elimination_days'],
  critical: ['lump_sum', 'spouse_benefit', 'recurrence'],
  accident: ['accidental_death', 'hospital_admission', 'fracture_max', 'er_visit'],
  hospital: ['hospital_admission', 'hospital_daily', 'icu_daily'],
  pet: ['annual_limit', 'deductible', 'reimbursement'],
  guaranteed: ['face_amount', 'accidental_death', 'hospital_admission', 'graded_benefit_months'],
};

/** The key facts of a category, in reading order. */
export function keyFactKeys(category: Category): readonly FactKey[] {
  return KEY_FACTS[category];
}
