import {
  ACCEPTED_MESSAGE,
  DECLINE_MESSAGE,
  screeningOutcome,
  screeningProblems,
} from '../../../domain/screening';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { sealJson } from '../../db/sealedJson';
import { AppError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { loadQuestions, screeningStatus } from '../../pricing/screeningStatus';

export function screeningHandlers(
  deps: AppDeps,
): HandlersFor<'getQuestions' | 'saveQuestionAnswers' | 'checkAlreadyAnswered'> {
  const activePlan = async (planId: number) => {
    const plan = await deps.db
      .selectFrom('plans')
      .select('id')
      .where('id', '=', planId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!plan) throw notFound('plan_id', 'Plan not found');
  };

  return {
    async getQuestions({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      await activePlan(query.plan_id);
      const questions = await loadQuestions(deps.db, query.plan_id);
      return { result: questions.map(({ declines_on_yes: _, ...question }) => question) };
    },

    async saveQuestionAnswers({ body, request }) {
      await loadOpenEnrollment(deps, request, body.enrollment_id);
      await activePlan(body.plan_id);
      const questions = await loadQuestions(deps.db, body.plan_id);
      if (questions.length === 0) throw notFound('plan_id', 'This plan has no questions');
      const problems = screeningProblems(questions, body.answers);
      if (problems.length > 0) {
        throw new AppError(
          400,
          problems.map((p) => ({ target_element: p.path, error_message: p.message })),
        );
      }
      const outcome = screeningOutcome(questions, body.answers);
      const known = new Set(questions.map((q) => q.question_id));
      const kept = body.answers.filter((answer) => known.has(answer.question_id));
      const savedAt = deps.now().toISOString();
      // Sealed at rest: the answers tell of the person's health. The outcome stays readable for pricing.
      const answers = sealJson(deps.secretBox, kept);
      await deps.db
        .insertInto('plan_answers')
        .values({
          enrollment_id: body.enrollment_id,
          plan_id: body.plan_id,
          answers,
          outcome,
          saved_at: savedAt,
        })
        .onConflict((oc) =>
          oc.columns(['enrollment_id', 'plan_id']).doUpdateSet({ answers, outcome, saved_at: savedAt }),
        )
        .execute();
      return outcome === 'declined'
        ? { errorCode: 'decline' as const, success_message: null, error_message: DECLINE_MESSAGE }
        : { errorCode: null, success_message: ACCEPTED_MESSAGE, error_message: null };
    },

    async checkAlreadyAnswered({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const status = await screeningStatus(deps.db, query.enrollment_id, query.plan_id);
      return { status: status !== 'unanswered', outcome: status === 'unanswered' ? null : status };
    },
  };
}
