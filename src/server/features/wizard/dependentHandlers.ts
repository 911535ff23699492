import { loadOpenEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { removeStep } from '../../wizard/tabStore';

export const DEPENDENTS_NEEDED = 'This tier covers dependents; they are kept';

/** delete-dependent-in-IO: a Member Only enrollment drops dependents saved under an earlier tier. */
export function dependentHandlers(deps: AppDeps): HandlersFor<'deleteDependentInIo'> {
  return {
    async deleteDependentInIo({ body, request }) {
      const owned = await loadOpenEnrollment(deps, request, body.enrollment_id);
      if (owned.filter.tier !== 'IO') throw fieldError('enrollment_id', DEPENDENTS_NEEDED, 409);
      const deleted = await deps.db
        .transaction()
        .execute((trx) => removeStep(trx, owned.row.id, 'dependent'));
      return { deleted };
    },
  };
}
