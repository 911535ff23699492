import { z } from 'zod';
import type { WizardStep } from '../domain/wizardSteps';
import { savedAgreement } from './agreementCalls';
import { customAnswerLineWire, customValueWire } from './customFieldWire';
import { dependentList } from './dependentCalls';
import { beneficiaryEntry } from './enrollmentCalls';
import { savedHealthInfo } from './healthCalls';

/**
 * A configured step's saved document: its fields' values (text, or a set of 0/1 flags), and its
 * custom answers by id with the lines review shows for them.
 */
const customAnswers = {
  custom_fields: z.record(z.string(), customValueWire).optional(),
  custom_field_lines: z.array(customAnswerLineWire).optional(),
};
const configuredDocument = z
  .object(customAnswers)
  .catchall(z.union([z.string(), z.record(z.string(), z.number())]));
const anyDocument = z.record(z.string(), z.unknown());
/** Billing as saved: text values (numbers masked), a saved account's id, and the custom answers apart. */
const billingDocument = z.object(customAnswers).catchall(z.union([z.string(), z.number()]));

/**
 * Each step's saved document as get-enrollment-temp-info reads it back (secrets masked), so a
 * step uses it directly as its form's values; no hand parsers.
 */
export const STEP_DOCUMENTS = {
  personal: configuredDocument,
  contact: configuredDocument,
  employer: configuredDocument,
  beneficiary: z.object({ beneficiaries: z.array(beneficiaryEntry) }),
  health: savedHealthInfo,
  dependent: dependentList,
  billing: billingDocument,
  agreement: savedAgreement,
  review: anyDocument,
} as const satisfies Record<WizardStep, z.ZodType>;

export type StepDocument<S extends WizardStep> = z.output<(typeof STEP_DOCUMENTS)[S]>;
