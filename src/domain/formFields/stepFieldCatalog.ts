import type { Today } from '../fieldRules';
import type { WizardStep } from '../wizardSteps';
import { beneficiaryFields } from './beneficiaryFields';
import { billingAddressFields } from './billingFields';
import { contactFields } from './contactFields';
import { dependentFields } from './dependentFields';
import { employerFields } from './employerFields';
import { personalFields } from './personalFields';
import type { StepFields } from './stepFields';

/** The steps whose fields the form configuration decides, with what the product knows of each field. */
export const CONFIGURED_STEPS = {
  personal: personalFields,
  contact: contactFields,
  employer: employerFields,
  beneficiary: beneficiaryFields,
  // One dependent's primary_info; the list and its health answers are the dependent step's own.
  dependent: dependentFields,
  // Billing's configured part is its address; the payment details are forms/billingForm's.
  billing: billingAddressFields,
} satisfies Partial<Record<WizardStep, (today?: Today) => StepFields>>;
export type ConfiguredStep = keyof typeof CONFIGURED_STEPS;

/** Steps whose fields show only when the configuration requires them (a dependent's, document 3, 2.2). */
export const REQUIRED_ONLY_STEPS: readonly ConfiguredStep[] = ['dependent'];

export function isConfiguredStep(step: WizardStep): step is ConfiguredStep {
  return step in CONFIGURED_STEPS;
}
