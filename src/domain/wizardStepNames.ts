import type { WizardStep } from './wizardSteps';

/**
 * Each wizard step's route under /enrollment/, its title (the progress line's) and its page's heading, on their own (no forms machinery), so the
 * first page can name the step while the wizard's chunks load. contract/wizardStepCatalog.ts reads them.
 */
export const STEP_NAMES = {
  personal: { slug: 'personal-info', title: 'Personal Information' },
  contact: { slug: 'contact-info', title: 'Contact Information' },
  employer: { slug: 'employer-info', title: 'Employer Information' },
  beneficiary: { slug: 'beneficiary-info', title: 'Beneficiary Information' },
  health: { slug: 'health-questions', title: 'Health Questions', heading: 'Primary Health Questions' },
  dependent: { slug: 'dependent-information', title: 'Dependent Information' },
  billing: { slug: 'billing-information', title: 'Billing Information' },
  agreement: {
    slug: 'agreement-signature',
    title: 'Agreement & Signature',
    // Document 3, 2.4.
    heading: 'Agreement, Application and Authorization',
  },
  review: { slug: 'review-confirm', title: 'Review & Confirmation', heading: 'Review and Confirmation' },
} as const satisfies Record<WizardStep, { slug: string; title: string; heading?: string }>;

/** The heading a step's page shows: its title, unless the step's screen words it otherwise. */
export function stepHeading(step: WizardStep): string {
  const names: { title: string; heading?: string } = STEP_NAMES[step];
  return names.heading ?? names.title;
}

/** The step behind a route slug; null when none is. */
export function stepOfSlug(slug: string): WizardStep | null {
  for (const [step, names] of Object.entries(STEP_NAMES)) if (names.slug === slug) return step as WizardStep;
  return null;
}
