import type { FastifyRequest } from 'fastify';
import { NO_DEPENDENTS_ON_FILE } from '../../../contract/dependentCalls';
import { primaryHealthShape, questionsToWire } from '../../../contract/healthCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { keptForTier } from '../../../domain/dependentCounts';
import type { HealthQuestionSet } from '../../../domain/health/healthQuestion';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { keepDraft } from '../../enrollment/drafts';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { stepsFor } from '../../enrollment/stepPlan';
import { prefillOf } from '../../enrollment/stepValues';
import { maskTab, newEntryId, withEntryIds } from '../../enrollment/tabSecrets';
import { removeStep, type TabDoc } from '../../enrollment/tabStore';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { healthQuestionsFor } from '../health/healthQuestionQuery';
import { checkDependentList, checkSingleDependent, dependentRulesFor } from './dependentChecks';

export const DEPENDENTS_NEEDED = 'This tier covers dependents; they are kept';
const NOT_PART = `${STEP_CATALOG.dependent.title} is not part of this enrollment`;

const isRecord = (value: unknown): value is TabDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Health answers with every question answered No (document 3, 4.1: an empty health_info on file). */
function allNo(set: HealthQuestionSet) {
  const wire = questionsToWire(set);
  return {
    condition_questions: wire.codition_questions.map(({ question_id, question_text }) => ({
      question_id,
      question_text,
      yes_no_flag: '0' as const,
      conditions: [],
    })),
    medication_question: wire.medication_question,
    notes: '',
  };
}

/** A dependent on file in the wire's shape: text values only, its id, its health answers or all No. */
function onFile(entry: TabDoc, noAnswers: ReturnType<typeof allNo> | null) {
  const primary = isRecord(entry.primary_info) ? entry.primary_info : {};
  const text = Object.fromEntries(
    Object.entries(primary).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const health = primaryHealthShape.safeParse(entry.health_info);
  const answered = health.success && health.data.condition_questions.length > 0 ? health.data : null;
  return {
    dependent_id: String(entry.dependent_id),
    primary_info: { ...text, employed: '0' as const },
    ...(noAnswers ? { health_info: answered ?? noAnswers } : {}),
  };
}

/**
 * The dependent step's own calls; its save is the wizard's (save-dependent-info), which checks
 * each dependent and the list with the same rules (wizard/dependentChecks.ts).
 */
export function dependentHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'deleteDependentInIo'
  | 'validateSingleDependent'
  | 'saveDependentInfoToTemp'
  | 'getDependentsExistingUserEnrollment'
  | 'getHealthQuestionsDependentInfo'
> {
  /** An open enrollment whose steps include Dependent Information, with its dependent rules. */
  async function openDependents(request: FastifyRequest, enrollmentId: string) {
    const owned = await loadOpenEnrollment(deps, request, enrollmentId);
    const scope = await scopeOf(deps, owned);
    if (!stepsFor(owned.filter.tier, scope).includes('dependent'))
      throw fieldError('enrollment_id', NOT_PART, 409);
    return { owned, rules: await dependentRulesFor(deps, owned, scope) };
  }

  return {
    async deleteDependentInIo({ body, request }) {
      const owned = await loadOpenEnrollment(deps, request, body.enrollment_id);
      if (owned.filter.tier !== 'IO') throw fieldError('enrollment_id', DEPENDENTS_NEEDED, 409);
      const deleted = await deps.db
        .transaction()
        .execute((trx) => removeStep(trx, owned.row.id, 'dependent'));
      return { deleted };
    },

    async validateSingleDependent({ body, request }) {
      const { enrollment_id: enrollmentId, dependent_id: id, ...entry } = body;
      const { rules } = await openDependents(request, enrollmentId);
      await checkSingleDependent(deps, rules, entry as TabDoc, id);
      return { dependent_id: id ?? newEntryId() };
    },

    async saveDependentInfoToTemp({ body, request }) {
      const { owned, rules } = await openDependents(request, body.enrollment_id);
      // A draft: what is given is checked as Next checks it; what is missing waits for Next.
      const checked = await checkDependentList(deps, rules, { dependents: body.dependents }, 'draft');
      return { saved: await keepDraft(deps, owned, STEP_CATALOG.dependent.column, checked) };
    },

    async getDependentsExistingUserEnrollment({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      if (owned.row.user_id === null) throw notFound('enrollment_id', NO_DEPENDENTS_ON_FILE);
      const scope = await scopeOf(deps, owned);
      const steps = stepsFor(owned.filter.tier, scope);
      // The same source the save resolves masks against, so what is answered here saves as it is.
      const prefill = await prefillOf(deps, owned, 'dependent');
      const masked = withEntryIds('dependent', maskTab('dependent', prefill, deps.secretBox));
      const list = (Array.isArray(masked.dependents) ? masked.dependents : []).filter(isRecord);
      const kept = keptForTier(owned.filter.tier, list, (d) =>
        isRecord(d.primary_info) ? String(d.primary_info.relationship ?? '') : '',
      );
      const noAnswers = steps.includes('health')
        ? allNo(await healthQuestionsFor(deps.db, owned.row.id, 'dependent'))
        : null;
      return { result: { dependents: kept.map((d) => onFile(d, noAnswers)) } };
    },

    async getHealthQuestionsDependentInfo({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: questionsToWire(await healthQuestionsFor(deps.db, row.id, 'dependent')) };
    },
  };
}
