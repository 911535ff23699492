import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { agreementFieldDefinitions } from '../../agreement/agreementFields';
import { agreementSetupFor } from '../../agreement/agreementSetup';
import type { AppDeps } from '../../appDeps';
import type { HandlersFor } from '../../http/registerEndpoints';
import { scopeOf } from '../../wizard/enrollmentScope';
import { readDraft, readTab } from '../../wizard/tabStore';

const answerOf = (doc: Record<string, unknown> | null) =>
  typeof doc?.answer === 'string' ? doc.answer : null;

/** The Agreement step's field list: the verification mode and the server's own values. */
export function agreementFieldHandlers(deps: AppDeps): HandlersFor<'getFormFieldsAgreementInfo'> {
  return {
    async getFormFieldsAgreementInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const [setup, draft, saved] = await Promise.all([
        scopeOf(deps, owned).then((scope) => agreementSetupFor(deps, owned, scope)),
        readDraft(deps, owned.row.id, 'agreement'),
        readTab(deps, owned.row.id, 'agreement'),
      ]);
      return { result: agreementFieldDefinitions(setup, answerOf(draft) ?? answerOf(saved) ?? '') };
    },
  };
}
