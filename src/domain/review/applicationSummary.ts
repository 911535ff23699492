import type { WizardStep } from '../wizardSteps';
import { agreementSummary } from './agreementSummary';
import { beneficiarySummary } from './beneficiarySummary';
import { billingSummary } from './billingSummary';
import { contactSummary } from './contactSummary';
import { customAnswerSection } from './customFieldSummary';
import { dependentSummary } from './dependentSummary';
import { employerSummary } from './employerSummary';
import { healthSummary } from './healthSummary';
import { personalSummary } from './personalSummary';
import { reviewNotesSummary } from './reviewNotesSummary';
import type { Describer, FieldOptions, StepSummary } from './summaryTypes';
import { objectOf } from './summaryValues';

/** One describer per step: the review screen's cards and modals and the signed PDF read the same rows. */
const STEP_DESCRIBERS: Record<WizardStep, Describer> = {
  personal: personalSummary,
  contact: contactSummary,
  employer: employerSummary,
  beneficiary: beneficiarySummary,
  health: healthSummary,
  dependent: dependentSummary,
  billing: billingSummary,
  agreement: agreementSummary,
  review: reviewNotesSummary,
};

/** One step's saved document (masked as read back) as its summary; a missing document is "not completed". */
export function describeStep(
  step: WizardStep,
  title: string,
  document: unknown,
  options: FieldOptions = {},
): StepSummary {
  const completed = document !== null && typeof document === 'object' && !Array.isArray(document);
  if (!completed) return { step, title, completed, brief: 'Not completed yet.', sections: [] };
  const doc = objectOf(document);
  const content = STEP_DESCRIBERS[step](doc, options);
  // A carrier's own questions follow the step's fields, on review, in View Details and in the PDF.
  const custom = customAnswerSection(doc);
  return {
    step,
    title,
    completed,
    ...content,
    sections: custom ? [...content.sections, custom] : content.sections,
  };
}

export interface ApplicationInput {
  /** The enrollment's steps, in order. */
  steps: readonly WizardStep[];
  /** Each step's title as the caller shows it (the review card's or the step's own). */
  titleOf: (step: WizardStep) => string;
  /** Each step's saved document, secrets masked. */
  documents: Partial<Record<WizardStep, unknown>>;
  /** Each step's option lists by field, when the form configuration gives them. */
  options?: Partial<Record<WizardStep, FieldOptions>>;
}

/** The whole application, step by step, in human labels and values: what review shows and the PDF prints. */
export function applicationSummary(input: ApplicationInput): StepSummary[] {
  return input.steps.map((step) =>
    describeStep(step, input.titleOf(step), input.documents[step] ?? null, input.options?.[step] ?? {}),
  );
}
