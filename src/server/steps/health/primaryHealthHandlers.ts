import { questionsToWire, savedHealthInfo } from '../../../contract/healthCalls';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { openJson } from '../../db/sealedJson';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { stepCustomFields } from '../../enrollment/stepCustomFields';
import type { HandlersFor } from '../../http/registerEndpoints';
import { healthQuestionsFor } from './healthQuestionQuery';

/** The Primary Health Questions step's reads: its questions, and a current member's answers on file. */
export function primaryHealthHandlers(
  deps: AppDeps,
): HandlersFor<'getHealthQuestionsPrimaryHealthInfo' | 'getExistingPrimaryHealthInfo'> {
  return {
    async getHealthQuestionsPrimaryHealthInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const [questions, custom] = await Promise.all([
        healthQuestionsFor(deps.db, owned.row.id, 'primary'),
        // The catalog's own questions of the step, apart from the health questions.
        scopeOf(deps, owned).then((scope) => stepCustomFields(deps, owned, scope, 'health')),
      ]);
      return { result: questionsToWire(questions), custom_fields: custom };
    },

    async getExistingPrimaryHealthInfo({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      if (row.type !== 'existing-user' || row.user_id === null) return { result: null };
      const onFile = await deps.db
        .selectFrom('member_health')
        .select('data')
        .where('member_id', '=', row.user_id)
        .executeTakeFirst();
      // Only a document in the saved shape goes out; anything else on file reads as none.
      const parsed = onFile ? savedHealthInfo.safeParse(openJson(deps.secretBox, onFile.data)) : null;
      return { result: parsed?.success ? parsed.data : null };
    },
  };
}
