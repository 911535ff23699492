import type { z } from 'zod';
import type { FieldError } from '../../contract/envelope';
import type { OptionItem } from '../../contract/formFieldCalls';
import {
  type DependentCountInput,
  dependentCountProblem,
  dependentListProblem,
  relationshipFits,
  relationshipMessage,
} from '../../domain/dependentCounts';
import type { HealthAnswers } from '../../domain/health/healthQuestion';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { healthAnswersCheck } from '../health/healthAnswersCheck';
import { AppError } from '../http/appError';
import { toFieldErrors } from '../http/registerEndpoints';
import { checkEntry, SAME_ENTRY_TWICE } from './configuredCheck';
import type { EnrollmentScope } from './enrollmentScope';
import { fieldSettingsFor, optionListsFor, type ResolvedField } from './fieldSettings';
import { cartHasPremier } from './premierCart';
import { stepsFor } from './stepPlan';
import { readTab, type TabDoc } from './tabStore';

/** Everything a dependent is checked against, read once per call. */
export interface DependentRules {
  owned: OwnedEnrollment;
  fields: ResolvedField[];
  lists: Map<string, OptionItem[]>;
  /** The check of a dependent's health answers; null when the health tab is not required. */
  health: z.ZodType<HealthAnswers> | null;
  premier: boolean;
}

/** This enrollment's dependent rules: its field list, its dependent health questions when health is required, premier mode. */
export async function dependentRulesFor(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
): Promise<DependentRules> {
  const fields = await fieldSettingsFor(deps.db, 'dependent', scope);
  const healthRequired = stepsFor(owned.filter.tier, scope).includes('health');
  const [lists, health, premier] = await Promise.all([
    optionListsFor(deps.db, fields),
    healthRequired ? healthAnswersCheck(deps, owned, 'dependent') : Promise.resolve(null),
    cartHasPremier(deps.db, owned.row.id),
  ]);
  return { owned, fields, lists, health, premier };
}

const isRecord = (value: unknown): value is TabDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Document 3, section 5: a dependent's primary info is stripped of empty values before it is checked. */
function withoutEmpty(doc: TabDoc): TabDoc {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/** The count rules' input for a list of relationships, from this enrollment. */
export function countInput(rules: DependentRules, relationships: readonly string[]): DependentCountInput {
  return {
    tier: rules.owned.filter.tier,
    premier: rules.premier,
    existingMember: rules.owned.row.user_id !== null,
    relationships,
  };
}

/**
 * One dependent: primary_info against the field list (then `employed` '0', set here), the
 * relationship against the tier, health_info against the dependent questions when health is
 * required (dropped otherwise). Error targets start with `prefix` ("dependents.1."), then
 * "primary_info." or "health_info.". Answers what may be stored (null when anything failed).
 */
export function checkDependent(
  deps: AppDeps,
  rules: DependentRules,
  entry: TabDoc,
  prefix = '',
): { doc: TabDoc | null; errors: FieldError[] } {
  const { employed: _employed, ...primary } = withoutEmpty(
    isRecord(entry.primary_info) ? entry.primary_info : {},
  );
  const checked = checkEntry(deps, 'dependent', primary, rules.fields, rules.lists, `${prefix}primary_info.`);
  const errors = [...checked.errors];
  const relationship = checked.doc?.relationship;
  if (typeof relationship === 'string' && !relationshipFits(rules.owned.filter.tier, relationship))
    errors.push({
      target_element: `${prefix}primary_info.relationship`,
      error_message: relationshipMessage(rules.owned.filter.tier, relationship),
    });
  let health: HealthAnswers | null = null;
  if (rules.health) {
    const parsed = rules.health.safeParse(isRecord(entry.health_info) ? entry.health_info : {});
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
export function relationshipsOf(list: readonly unknown[]): string[] {
  return list.map((item) => {
    const primary = isRecord(item) && isRecord(item.primary_info) ? item.primary_info : {};
    return typeof primary.relationship === 'string' ? primary.relationship : '';
  });
}

/**
 * The whole list: each dependent as checkDependent checks it, one id per person, then the count
 * rules: `complete` for Next (the list must fit the tier), `partial` for the list kept after each
 * add or edit (only what no list may hold). Answers the document to store, or throws the errors.
 */
export function checkDependentList(
  deps: AppDeps,
  rules: DependentRules,
  doc: TabDoc,
  mode: 'complete' | 'partial',
): TabDoc {
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
    const checked = checkDependent(deps, rules, entry, prefix);
    errors.push(...checked.errors);
    return checked.doc ?? entry;
  });
  const input = countInput(rules, relationshipsOf(kept));
  const problem = mode === 'complete' ? dependentCountProblem(input) : dependentListProblem(input);
  if (problem) errors.push({ target_element: 'dependents', error_message: problem });
  if (errors.length > 0) throw new AppError(400, errors);
  return { dependents: kept };
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
