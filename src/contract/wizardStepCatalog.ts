import { STEP_NAMES } from '../domain/wizardStepNames';
import type { StepRequirementInput, WizardStep } from '../domain/wizardSteps';
import { getFormFieldsAgreementInfo } from './agreementCalls';
import type { Endpoint } from './endpoint';
import {
  saveAgreementInfo,
  saveBeneficiaryInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  saveEmployerInfo,
  savePersonalInfo,
  savePrimaryHealthInfo,
  saveReviewInfo,
  type TabName,
} from './enrollmentCalls';
import type { StepColumn } from './filterCalls';
import {
  getFormFieldsBeneficiaryInfo,
  getFormFieldsBillingInfo,
  getFormFieldsContactInfo,
  getFormFieldsDependentPrimaryInfo,
  getFormFieldsEmployerInfo,
  getFormFieldsPersonalInfo,
} from './formFieldCalls';

/** Numbers kept sealed at rest and masked on the way out; in a list, each entry is matched by its id. */
interface SecretFields {
  list?: { key: string; id: string };
  /** Field paths, dotted when the number sits inside an object (a dependent's "primary_info.ssn"). */
  fields: readonly string[];
}

/**
 * Everything about one wizard step, said once; routes, progress bar, columns, save-later and review
 * read it. Its calls are typed by their own declarations (Save, Fields), so what they take and answer
 * stays known through the catalog.
 */
export interface StepDescription<
  Save extends Endpoint = Endpoint,
  Fields extends Endpoint | null = Endpoint | null,
> {
  /** The route under /enrollment/. */
  slug: string;
  title: string;
  /** The title of its summary card on review. */
  reviewTitle: string;
  /** Its name in get-dynamic-tabs. */
  tab: TabName;
  /** Its stored column (get-enrollment-temp-info, save-enrollment, resume). */
  column: StepColumn;
  save: Save;
  /** The call answering its field list from the form configuration, if the step has one. */
  fields: Fields;
  secrets: SecretFields;
  /** Whether Save and Continue Later keeps the step's unsaved entries (its save call's shape takes partial input). */
  drafts: boolean;
  required: (input: StepRequirementInput) => boolean;
}

const always = () => true;

/** One step's description, its calls' own types kept. */
const describeStep = <Save extends Endpoint, Fields extends Endpoint | null>(
  description: StepDescription<Save, Fields>,
) => description;

export const STEP_CATALOG = {
  personal: describeStep({
    ...STEP_NAMES.personal,
    reviewTitle: 'Personal Info',
    tab: 'primary_info',
    column: 'primary_info',
    save: savePersonalInfo,
    fields: getFormFieldsPersonalInfo,
    secrets: { fields: ['ssn'] },
    drafts: true,
    required: always,
  }),
  contact: describeStep({
    ...STEP_NAMES.contact,
    reviewTitle: 'Contact Info',
    tab: 'contact_info',
    column: 'contact_info',
    save: saveContactInfo,
    fields: getFormFieldsContactInfo,
    secrets: { fields: [] },
    drafts: true,
    required: always,
  }),
  employer: describeStep({
    ...STEP_NAMES.employer,
    reviewTitle: 'Employer Info',
    tab: 'employer_info',
    column: 'employer_info',
    save: saveEmployerInfo,
    fields: getFormFieldsEmployerInfo,
    secrets: { fields: [] },
    // Income protection asks about the job it protects.
    drafts: true,
    required: (input) => input.categories.includes('di'),
  }),
  beneficiary: describeStep({
    ...STEP_NAMES.beneficiary,
    reviewTitle: 'Beneficiary Info',
    tab: 'beneficiary_info',
    column: 'benificiary_info',
    save: saveBeneficiaryInfo,
    fields: getFormFieldsBeneficiaryInfo,
    secrets: { list: { key: 'beneficiaries', id: 'beneficiary_id' }, fields: ['ssn'] },
    drafts: true,
    required: (input) => input.categories.includes('term_life'),
  }),
  health: describeStep({
    ...STEP_NAMES.health,
    reviewTitle: 'Health Questions',
    tab: 'primary_health_info',
    column: 'health_info',
    save: savePrimaryHealthInfo,
    fields: null,
    secrets: { fields: [] },
    drafts: true,
    required: (input) => input.anyPlanNeedsHealth,
  }),
  dependent: describeStep({
    ...STEP_NAMES.dependent,
    reviewTitle: 'Dependent Info',
    tab: 'dependent_info',
    column: 'dependent_info',
    save: saveDependentInfo,
    fields: getFormFieldsDependentPrimaryInfo,
    // Each dependent's SSN sits in its primary_info (document 3, section 3).
    secrets: { list: { key: 'dependents', id: 'dependent_id' }, fields: ['primary_info.ssn'] },
    drafts: true,
    required: (input) => input.tier !== 'IO',
  }),
  billing: describeStep({
    ...STEP_NAMES.billing,
    reviewTitle: 'Billing Info',
    tab: 'billing_info',
    column: 'payment_info',
    save: saveBillingInfo,
    // The billing address comes from the form configuration; the payment details are the step's own.
    fields: getFormFieldsBillingInfo,
    secrets: { fields: ['account_number', 'routing_number', 'card_number'] },
    // A half-typed entry is kept (the security code never is: tabSecrets drops it).
    drafts: true,
    required: always,
  }),
  agreement: describeStep({
    ...STEP_NAMES.agreement,
    reviewTitle: 'Agreement and Signature',
    tab: 'agreement_info',
    column: 'aggrement_info',
    save: saveAgreementInfo,
    fields: getFormFieldsAgreementInfo,
    // The signature image is sealed at rest and never sent back whole.
    secrets: { fields: ['signature'] },
    // A draft keeps the ticks and the answer; the form never sends the consent or the signature with it.
    drafts: true,
    required: always,
  }),
  review: describeStep({
    ...STEP_NAMES.review,
    reviewTitle: 'Review',
    tab: 'review_info',
    column: 'review_info',
    save: saveReviewInfo,
    fields: null,
    secrets: { fields: [] },
    drafts: false,
    required: always,
  }),
} satisfies Record<WizardStep, StepDescription>;

const entries = Object.entries(STEP_CATALOG) as [WizardStep, StepDescription][];

/** The step behind a get-dynamic-tabs name or a stored column (a route slug: domain/wizardStepNames.ts); null when none is. */
export const stepOfTab = (tab: string) => entries.find(([, d]) => d.tab === tab)?.[0] ?? null;
export const stepOfColumn = (column: string) => entries.find(([, d]) => d.column === column)?.[0] ?? null;

/** The wizard route of a step. */
export const stepPath = (step: WizardStep) => `/enrollment/${STEP_CATALOG[step].slug}`;

/** Which steps an enrollment needs, in order, from what is in its cart and its tier. */
export function requiredSteps(input: StepRequirementInput): WizardStep[] {
  return entries.filter(([, d]) => d.required(input)).map(([step]) => step);
}

/** The wizard's steps from get-dynamic-tabs' answer: the required ones, in the server's order. */
export function stepsOfTabs(
  tabs: readonly { tab_name: string; required: boolean; order: number }[],
): WizardStep[] {
  return tabs
    .filter((tab) => tab.required)
    .sort((a, b) => a.order - b.order)
    .map((tab) => stepOfTab(tab.tab_name))
    .filter((step): step is WizardStep => step !== null);
}
