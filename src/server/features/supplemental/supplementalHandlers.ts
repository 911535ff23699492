import { statementProblems } from '../../../domain/supplementalStatements';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { sealJson } from '../../db/sealedJson';
import { AppError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { loadStatements, statementsAnswered } from '../../pricing/screeningStatus';

export function supplementalHandlers(deps: AppDeps): HandlersFor<'getAflacQuestions' | 'saveAflacQuestions'> {
  return {
    async getAflacQuestions({ query, request }) {
      await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const statements = await loadStatements(deps.db, query.plan_id);
      return {
        required: statements.length > 0,
        answered:
          statements.length > 0 && (await statementsAnswered(deps.db, query.enrollment_id, query.plan_id)),
        result: statements,
      };
    },

    async saveAflacQuestions({ body, request }) {
      await loadOpenEnrollment(deps, request, body.enrollment_id);
      const statements = await loadStatements(deps.db, body.plan_id);
      if (statements.length === 0) throw notFound('plan_id', 'This plan has no carrier statements');
      const problems = statementProblems(statements, body.aflac_data);
      if (problems.length > 0) {
        throw new AppError(
          400,
          problems.map((p) => ({ target_element: p.path, error_message: p.message })),
        );
      }
      const known = new Set(statements.map((s) => s.qid));
      // Sealed at rest, like every answer about the person's health.
      const answers = sealJson(
        deps.secretBox,
        body.aflac_data.filter((a) => known.has(a.qid)),
      );
      const savedAt = deps.now().toISOString();
      await deps.db
        .insertInto('plan_statement_answers')
        .values({ enrollment_id: body.enrollment_id, plan_id: body.plan_id, answers, saved_at: savedAt })
        .onConflict((oc) =>
          oc.columns(['enrollment_id', 'plan_id']).doUpdateSet({ answers, saved_at: savedAt }),
        )
        .execute();
      return { saved: true };
    },
  };
}
