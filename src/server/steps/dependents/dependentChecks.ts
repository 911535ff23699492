import type { z } from 'zod';
import type { FieldError } from '../../../contract/envelope';
import type { OptionItem } from '../../../contract/formFieldCalls';
import {
  type DependentCountInput,
  dependentCountProblem,
  dependentListProblem,
  relationshipFits,
  relationshipMessage,
} from '../../../domain/dependentCounts';
import { dependentIdentityProblem, dependentListIdentityProblems } from '../../../domain/dependentPeople';
import { SSN_MESSAGE } from '../../../domain/fieldRules';
import type { HealthAnswers } from '../../../domain/health/healthQuestion';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import type { EnrollmentScope } from '../../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor, type ResolvedField } from '../../enrollment/fieldSettings';
import { cartHasPremier } from '../../enrollment/premierCart';
import { stepsFor } from '../../enrollment/stepPlan';
import { prefillOf, stepSources } from '../../enrollment/stepValues';
import { hasMasks, openTab, resolveMasks } from '../../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../../enrollment/tabStore';
import { AppError, toFieldErrors } from '../../http/appError';
import { checkEntry, SAME_ENTRY_TWICE } from '../configured/configuredCheck';
import { refuseMissingNeeds } from '../configured/neededFields';
import { healthAnswersCheck } from '../health/healthAnswersCheck';

/** Everything a dependent is checked against, read once per call. */
export interface DependentRules {
  owned: OwnedEnrollment;
  fields: ResolvedField[];
  lists: Map<string, OptionItem[]>;
  /** The check of a dependent's health answers; null when the health tab is not required. */
  health: z.ZodType<HealthAnswers> | null;
  premier: boolean;
  /** The applicant's own SSN, plain (the saved Personal step's, else the member's on file); null when none. */
  applicantSsn: string | null;
}

/**
 * `complete` for Next and validate-single-dependent: every required field filled. `draft` for the
 * list kept after each add, edit or delete: what is given must pass its check, what is missing may
 * wait for Next (a current member's dependents on file may lack what this cart asks).
 */
export type DependentCheckMode = 'complete' | 'draft';

/** The applicant's SSN, opened through the secret box: a dependent may not be listed with it. */
async function applicantSsnOf(deps: AppDeps, owned: OwnedEnrollment): Promise<string | null> {
  const personal =
    (await readTab(deps, owned.row.id, 'personal')) ?? (await prefillOf(deps, owned, 'personal'));
  const ssn = openTab('personal', personal, deps.secretBox).ssn;
  return typeof ssn === 'string' ? ssn : null;
}

/** This enrollment's dependent rules: its field list, its dependent health questions when health is required, premier mode. */
export async function dependentRulesFor(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
): Promise<DependentRules> {
  const fields = await fieldSettingsFor(deps.db, 'dependent', scope);
  refuseMissingNeeds('dependent', fields);
  const healthRequired = stepsFor(owned.filter.tier, scope).includes('health');
  const [lists, health, premier, applicantSsn] = await Promise.all([
    optionListsFor(deps.db, fields),
    healthRequired ? healthAnswersCheck(deps, owned, 'dependent') : Promise.resolve(null),
    cartHasPremier(deps.db, owned.row.id),
    applicantSsnOf(deps, owned),
  ]);
  return { owned, fields, lists, health, premier, applicantSsn };
}

const isRecord = (value: unknown): value is TabDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Document 3, section 5: a dependent's primary info is stripped of empty values before it is checked. */
function withoutEmpty(doc: TabDoc): TabDoc {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/** The count rules' input for a list of relationships, from this enrollment. */
function countInput(rules: DependentRules, relationships: readonly string[]): DependentCountInput {
  return {
    tier: rules.owned.filter.tier,
    premier: rules.premier,
    existingMember: rules.owned.row.user_id !== null,
    relationships,
  };
}

/** A draft's field list: every field may still be empty; a given value passes the same check. */
const draftFields = (fields: readonly ResolvedField[]) =>
  fields.map((field) => ({ ...field, required: false }));

/**
 * One dependent: primary_info against the field list (then `employed` '0', set here), the
 * relationship against the tier, health_info against the dependent questions when health is
 * required (dropped otherwise; a draft may leave it out). Error targets start with `prefix`
 * ("dependents.1."), then "primary_info." or "health_info.". Answers what may be stored (null
 * when anything failed).
 */
function checkDependent(
  deps: AppDeps,
  rules: DependentRules,
  entry: TabDoc,
  prefix = '',
  mode: DependentCheckMode = 'complete',
): { doc: TabDoc | null; errors: FieldError[] } {
  const { employed: _employed, ...primary } = withoutEmpty(
    isRecord(entry.primary_info) ? entry.primary_info : {},
  );
  const fields = mode === 'complete' ? rules.fields : draftFields(rules.fields);
  const checked = checkEntry(deps, 'dependent', primary, fields, rules.lists, `${prefix}primary_info.`);
  const errors = [...checked.errors];
  const relationship = checked.doc?.relationship;
  if (typeof relationship === 'string' && !relationshipFits(rules.owned.filter.tier, relationship))
    errors.push({
      target_element: `${prefix}primary_info.relationship`,
      error_message: relationshipMessage(rules.owned.filter.tier, relationship, rules.premier),
    });
  let health: HealthAnswers | null = null;
  const answered = isRecord(entry.health_info);
  if (rules.health && (mode === 'complete' || answered)) {
    const parsed = rules.health.safeParse(answered ? entry.health_info : {});
    if (parsed.success) health = parsed.data;
    else
      errors.push(
        ...toFieldErrors(parsed.error, 'root').map((e) => ({
          ...e,
          target_element: `${prefix}health_info${e.target_element === 'root' ? '' : `.${e.target_element}`}`,
        })),
      );
  }
  if (!checked.doc || errors.length > 0) return { doc: null, errors };
  const id = entry.dependent_id;
  return {
    doc: {
      ...(typeof id === 'string' && id !== '' ? { dependent_id: id } : {}),
      primary_info: { ...checked.doc, employed: '0' },
      ...(health ? { health_info: health } : {}),
    },
    errors: [],
  };
}

/** The relationship of each stored or checked dependent, in order. */
function relationshipsOf(list: readonly unknown[]): string[] {
  return list.map((item) => {
    const primary = isRecord(item) && isRecord(item.primary_info) ? item.primary_info : {};
    return typeof primary.relationship === 'string' ? primary.relationship : '';
  });
}

/** The documents a masked SSN may stand for: this step's saved list, its draft, the member's file. */
async function heldFor(deps: AppDeps, owned: OwnedEnrollment): Promise<TabDoc[]> {
  const sources = await stepSources(deps, owned, 'dependent');
  return [sources.saved, sources.draft, sources.prefill].filter((d): d is TabDoc => d !== null);
}

/**
 * The list with each masked SSN replaced by the number on file for the same dependent (matched by
 * id), so the identity rules compare real numbers; or the path of a mask that matches nothing.
 */
async function withPlainSsns(deps: AppDeps, owned: OwnedEnrollment, doc: TabDoc) {
  if (!hasMasks('dependent', doc)) return { ok: true as const, doc };
  return resolveMasks('dependent', doc, await heldFor(deps, owned), deps.secretBox);
}

const primaryOf = (item: unknown): TabDoc =>
  isRecord(item) && isRecord(item.primary_info) ? item.primary_info : {};

/**
 * One dependent on its own (validate-single-dependent): checkDependent's complete check, a masked
 * SSN only for this same dependent's number on file, and not the applicant's own SSN. Stores
 * nothing; throws the errors, targeted "primary_info.…" and "health_info.…".
 */
export async function checkSingleDependent(
  deps: AppDeps,
  rules: DependentRules,
  entry: TabDoc,
  id: string | undefined,
): Promise<void> {
  const checked = checkDependent(deps, rules, entry);
  if (!checked.doc) throw new AppError(400, checked.errors);
  const plain = await withPlainSsns(deps, rules.owned, {
    dependents: [{ ...checked.doc, dependent_id: id }],
  });
  if (!plain.ok)
    throw new AppError(400, [{ target_element: 'primary_info.ssn', error_message: SSN_MESSAGE }]);
  const list = plain.doc.dependents as unknown[];
  const problem = dependentIdentityProblem(primaryOf(list[0]), [], rules.applicantSsn);
  if (problem)
    throw new AppError(400, [
      { target_element: `primary_info.${problem.field}`, error_message: problem.message },
    ]);
}

/**
 * The whole list: each dependent as checkDependent checks it (`complete` for Next, `draft` for the
 * list kept after each add or edit), one id per person, masked SSNs resolved, the identity rules
 * (not the applicant, no one twice), then the count rules: for Next the list must fit the tier,
 * for a draft only what no list may hold. Answers the document to store (SSNs plain, for sealing),
 * or throws every error at once, each at the dependent's own field.
 */
export async function checkDependentList(
  deps: AppDeps,
  rules: DependentRules,
  doc: TabDoc,
  mode: DependentCheckMode,
): Promise<TabDoc> {
  const entries = Array.isArray(doc.dependents) ? (doc.dependents as unknown[]) : [];
  const errors: FieldError[] = [];
  const seen = new Set<unknown>();
  const kept = entries.map((raw, index) => {
    const entry = isRecord(raw) ? raw : {};
    const prefix = `dependents.${index}.`;
    const id = entry.dependent_id;
    if (typeof id === 'string' && id !== '') {
      if (seen.has(id))
        errors.push({ target_element: `${prefix}dependent_id`, error_message: SAME_ENTRY_TWICE });
      seen.add(id);
    }
    const checked = checkDependent(deps, rules, entry, prefix, mode);
    errors.push(...checked.errors);
    return checked.doc ?? entry;
  });
  const plain = await withPlainSsns(deps, rules.owned, { dependents: kept });
  if (!plain.ok) errors.push({ target_element: plain.path, error_message: SSN_MESSAGE });
  const list = plain.ok ? (plain.doc.dependents as unknown[]) : kept;
  // A field already refused keeps its own message (one message per field).
  const refused = new Set(errors.map((e) => e.target_element));
  for (const problem of dependentListIdentityProblems(list.map(primaryOf), rules.applicantSsn)) {
    const target = `dependents.${problem.index}.primary_info.${problem.field}`;
    if (!refused.has(target)) errors.push({ target_element: target, error_message: problem.message });
  }
  const input = countInput(rules, relationshipsOf(kept));
  const problem = mode === 'complete' ? dependentCountProblem(input) : dependentListProblem(input);
  if (problem) errors.push({ target_element: 'dependents', error_message: problem });
  if (errors.length > 0) throw new AppError(400, errors);
  return { dependents: list };
}

/**
 * Submission re-checks the saved dependents against the tier as it is now (it may have changed
 * since they were saved): the count rules' message, or null when they still fit.
 */
export async function savedDependentsProblem(deps: AppDeps, owned: OwnedEnrollment): Promise<string | null> {
  const saved = await readTab(deps, owned.row.id, 'dependent');
  const list = Array.isArray(saved?.dependents) ? (saved.dependents as unknown[]) : [];
  return dependentCountProblem({
    tier: owned.filter.tier,
    premier: await cartHasPremier(deps.db, owned.row.id),
    existingMember: owned.row.user_id !== null,
    relationships: relationshipsOf(list),
  });
}
