import type { WizardStep } from '../domain/wizardSteps';
import type { TabName } from './enrollmentCalls';
import type { TempInfoColumn } from './filterCalls';

/** The wire's names for each wizard step: as get-dynamic-tabs lists it, and as it is stored and read back. */
export const TAB_NAME_OF_STEP: Record<WizardStep, TabName> = {
  personal: 'primary_info',
  contact: 'contact_info',
  employer: 'employer_info',
  beneficiary: 'beneficiary_info',
  health: 'primary_health_info',
  dependent: 'dependent_info',
  billing: 'billing_info',
  agreement: 'agreement_info',
  review: 'review_info',
};

export const STEP_OF_COLUMN: Partial<Record<TempInfoColumn, WizardStep>> = {
  primary_info: 'personal',
  contact_info: 'contact',
  employer_info: 'employer',
  benificiary_info: 'beneficiary',
  health_info: 'health',
  dependent_info: 'dependent',
  payment_info: 'billing',
  review_info: 'review',
  aggrement_info: 'agreement',
};

export const COLUMN_OF_STEP = {
  personal: 'primary_info',
  contact: 'contact_info',
  employer: 'employer_info',
  beneficiary: 'benificiary_info',
  health: 'health_info',
  dependent: 'dependent_info',
  billing: 'payment_info',
  review: 'review_info',
  agreement: 'aggrement_info',
} as const satisfies Record<WizardStep, TempInfoColumn>;

export function stepOfTabName(tab: TabName): WizardStep {
  const entry = Object.entries(TAB_NAME_OF_STEP).find(([, name]) => name === tab);
  return (entry?.[0] ?? 'personal') as WizardStep;
}
