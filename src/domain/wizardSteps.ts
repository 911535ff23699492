import type { Tier } from './tiers';

/** The enrollment wizard's steps in their default order; contract/wizardStepCatalog.ts describes each. */
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

/** What decides which steps an enrollment needs: its tier and what is in its cart. */
export interface StepRequirementInput {
  tier: Tier;
  categories: readonly string[];
  anyPlanNeedsHealth: boolean;
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
