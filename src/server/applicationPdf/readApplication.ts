import { STEP_CATALOG } from '../../contract/wizardStepCatalog';
import { CUSTOM_FIELD_STEPS } from '../../domain/customFields';
import { isConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { applicationSummary } from '../../domain/review/applicationSummary';
import type { FieldOptions } from '../../domain/review/summaryTypes';
import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { agreementTextsFor } from '../enrollment/agreementTexts';
import { chargeSentencesOf } from '../enrollment/chargeTerms';
import { answersInScope } from '../enrollment/customFieldAnswers';
import { customFieldsFor } from '../enrollment/customFieldStore';
import { scopeOf } from '../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor } from '../enrollment/fieldSettings';
import { stepsFor } from '../enrollment/stepPlan';
import { maskTab, openTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import type { ApplicationRecord } from '../pdfRender/applicationRecord';
import { readCart } from '../pricing/cartView';
import { storeName } from '../sites/siteBranding';

/** Option lists of a configured step by field name, so codes print by their names. */
async function optionsOf(deps: AppDeps, step: WizardStep, scope: Awaited<ReturnType<typeof scopeOf>>) {
  if (!isConfiguredStep(step)) return {};
  const fields = await fieldSettingsFor(deps.db, step, scope);
  const lists = await optionListsFor(deps.db, fields);
  const options: Record<string, FieldOptions[string]> = {};
  for (const field of fields) {
    const items = field.optionsList ? lists.get(field.optionsList) : undefined;
    if (items) options[field.name] = items;
  }
  return options;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The texts agreed to: as the signature kept them word for word, else the ones configured for this cart. */
async function agreedTexts(deps: AppDeps, scope: Awaited<ReturnType<typeof scopeOf>>, agreement: TabDoc) {
  const kept = Array.isArray(agreement.agreed_texts) ? (agreement.agreed_texts as TabDoc[]) : [];
  if (kept.length > 0)
    return kept.map((item) => ({ head: text(item.text_head), body: text(item.text_body) }));
  return (await agreementTextsFor(deps.db, scope)).map((row) => ({
    head: row.text_head,
    body: row.text_body,
  }));
}

/**
 * Reads an enrollment's application for its PDF: each step it needs (masked as on review), its
 * cart with one-time fees, its agreement texts and the signature. The submission's confirmation
 * number and time are given, so the PDF made at submission and one downloaded later are the same.
 */
export async function readApplication(
  deps: AppDeps,
  owned: OwnedEnrollment,
  submission: { policyId: string; submittedAt: Date; review?: TabDoc },
): Promise<ApplicationRecord> {
  const scope = await scopeOf(deps, owned);
  const steps = stepsFor(owned.filter.tier, scope);
  const documents: Partial<Record<WizardStep, unknown>> = {};
  const options: Partial<Record<WizardStep, FieldOptions>> = {};
  let agreement: TabDoc = {};
  for (const step of steps) {
    const stored =
      step === 'review' && submission.review ? submission.review : await readTab(deps, owned.row.id, step);
    if (!stored) continue;
    const masked = maskTab(step, stored, deps.secretBox);
    documents[step] = CUSTOM_FIELD_STEPS.includes(step)
      ? answersInScope(masked, await customFieldsFor(deps.db, step, scope))
      : masked;
    options[step] = await optionsOf(deps, step, scope);
    if (step === 'agreement') agreement = openTab(step, stored, deps.secretBox);
  }
  const cart = await readCart(deps, owned.row.id, owned.filter);
  const personal = (documents.personal ?? {}) as TabDoc;
  const applicantName = [personal.first_name, personal.last_name].map(text).filter(Boolean).join(' ');
  const signature = text(agreement.signature).startsWith('data:image/png;base64,')
    ? text(agreement.signature)
    : null;
  return {
    policyId: submission.policyId,
    storeName: await storeName(deps.db),
    submittedAt: submission.submittedAt,
    effectiveDate: owned.row.effective_date ?? '',
    applicantName,
    steps: applicationSummary({
      steps,
      titleOf: (step) => STEP_CATALOG[step].title,
      documents,
      options,
    }),
    cart,
    chargeSentences: await chargeSentencesOf(deps, owned, cart, submission.submittedAt),
    agreementTexts: await agreedTexts(deps, scope, agreement),
    signature,
    signedName:
      text(agreement.user_name) || text(agreement.agent_name) || text(agreement.group_name) || applicantName,
    signedDate: text(agreement.date),
  };
}
