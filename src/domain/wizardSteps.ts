/** The enrollment wizard's steps in their default order, with their titles and route slugs. */
export const WIZARD_STEPS = [
  'personal',
  'contact',
  'employer',
  'beneficiary',
  'health',
  'dependent',
  'billing',
  'agreement',
  'review',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

interface StepInfo {
  title: string;
  slug: string;
}

const STEP_INFO: Record<WizardStep, StepInfo> = {
  personal: { title: 'Personal Information', slug: 'personal-info' },
  contact: { title: 'Contact Information', slug: 'contact-info' },
  employer: { title: 'Employer Information', slug: 'employer-info' },
  beneficiary: { title: 'Beneficiary Information', slug: 'beneficiary-info' },
  health: { title: 'Health Questions', slug: 'health-questions' },
  dependent: { title: 'Dependent Information', slug: 'dependent-information' },
  billing: { title: 'Billing Information', slug: 'billing-information' },
  agreement: { title: 'Agreement & Signature', slug: 'agreement-signature' },
  review: { title: 'Review & Confirmation', slug: 'review-confirm' },
};

export function stepTitle(step: WizardStep): string {
  return STEP_INFO[step].title;
}

export function stepSlug(step: WizardStep): string {
  return STEP_INFO[step].slug;
}

export function stepFromSlug(slug: string): WizardStep | null {
  return WIZARD_STEPS.find((step) => STEP_INFO[step].slug === slug) ?? null;
}

export interface StepRequirementInput {
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  categories: readonly string[];
  anyPlanNeedsHealth: boolean;
}

/**
 * Which steps an enrollment needs, from what is in its cart: beneficiaries for life cover,
 * employer details for income protection, health answers where a plan asks them, dependents
 * whenever the tier covers more than the member. Personal, contact, billing, agreement and
 * review are always asked.
 */
export function requiredSteps(input: StepRequirementInput): WizardStep[] {
  const has = (category: string) => input.categories.includes(category);
  const required: Record<WizardStep, boolean> = {
    personal: true,
    contact: true,
    employer: has('di'),
    beneficiary: has('term_life'),
    health: input.anyPlanNeedsHealth,
    dependent: input.tier !== 'IO',
    billing: true,
    agreement: true,
    review: true,
  };
  return WIZARD_STEPS.filter((step) => required[step]);
}

/** The step after `current` among the required ones, or null at the end. */
export function nextStep(steps: readonly WizardStep[], current: WizardStep): WizardStep | null {
  const index = steps.indexOf(current);
  return index >= 0 && index + 1 < steps.length ? (steps[index + 1] ?? null) : null;
}

export function previousStep(steps: readonly WizardStep[], current: WizardStep): WizardStep | null {
  const index = steps.indexOf(current);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}
