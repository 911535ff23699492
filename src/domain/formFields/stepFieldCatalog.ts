import type { Today } from '../fieldRules';
import type { WizardStep } from '../wizardSteps';
import { beneficiaryFields } from './beneficiaryFields';
import { contactFields } from './contactFields';
import { employerFields } from './employerFields';
import { personalFields } from './personalFields';
import type { StepFields } from './stepFields';

/** The steps whose fields the form configuration decides, with what the product knows of each field. */
export const CONFIGURED_STEPS = {
  personal: personalFields,
  contact: contactFields,
  employer: employerFields,
  beneficiary: beneficiaryFields,
} satisfies Partial<Record<WizardStep, (today?: Today) => StepFields>>;
export type ConfiguredStep = keyof typeof CONFIGURED_STEPS;

export function isConfiguredStep(step: WizardStep): step is ConfiguredStep {
  return step in CONFIGURED_STEPS;
}
