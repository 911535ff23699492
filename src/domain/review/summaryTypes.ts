import type { WizardStep } from '../wizardSteps';

/** One line of an application summary: a human label and a human value, never a raw key or code. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** A titled group of rows (a beneficiary, a dependent, the billing address); null title for a step's only group. */
export interface SummarySection {
  title: string | null;
  rows: SummaryRow[];
}

/** What a describer makes of one step's saved document: a one-line brief for its card and its sections. */
interface StepContent {
  brief: string;
  sections: SummarySection[];
}

/** A step of the application as review and the signed PDF show it. */
export interface StepSummary extends StepContent {
  step: WizardStep;
  title: string;
  /** False when the step has no saved document yet. */
  completed: boolean;
}

/** An option list's choices (value stored, name shown), as the form configuration gives them. */
type OptionItems = readonly { value: string; name: string }[];

/** A step's option lists by field name, so a stored code is shown by its option's name. */
export type FieldOptions = Readonly<Record<string, OptionItems>>;

/** A saved step document as read back (secrets masked); its shape is checked field by field. */
export type SummaryDocument = Readonly<Record<string, unknown>>;

/** Turns one step's saved document into its brief and sections. */
export type Describer = (doc: SummaryDocument, options: FieldOptions) => StepContent;
