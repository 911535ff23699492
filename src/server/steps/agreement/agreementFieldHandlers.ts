import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { stepCustomFields } from '../../enrollment/stepCustomFields';
import { readDraft, readTab } from '../../enrollment/tabStore';
import type { HandlersFor } from '../../http/registerEndpoints';
import { agreementFieldDefinitions } from './agreementFields';
import { agreementSetupFor } from './agreementSetup';

const answerOf = (doc: Record<string, unknown> | null) =>
  typeof doc?.answer === 'string' ? doc.answer : null;

/** The Agreement step's field list: the verification mode and the server's own values. */
export function agreementFieldHandlers(deps: AppDeps): HandlersFor<'getFormFieldsAgreementInfo'> {
  return {
    async getFormFieldsAgreementInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const scope = await scopeOf(deps, owned);
      const [setup, draft, saved, custom] = await Promise.all([
        agreementSetupFor(deps, owned, scope),
        readDraft(deps, owned.row.id, 'agreement'),
        readTab(deps, owned.row.id, 'agreement'),
        // The catalog's own questions of the step, after its fields.
        stepCustomFields(deps, owned, scope, 'agreement'),
      ]);
      return {
        result: agreementFieldDefinitions(setup, answerOf(draft) ?? answerOf(saved) ?? ''),
        custom_fields: custom,
      };
    },
  };
}
