import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { agreementTextsFor } from '../../enrollment/agreementTexts';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { paymentMethodFor } from '../../enrollment/paymentMethod';
import type { HandlersFor } from '../../http/registerEndpoints';

/** The Agreement and Billing steps' configuration reads: the texts to acknowledge and the payment method. */
export function agreementBillingHandlers(
  deps: AppDeps,
): HandlersFor<'getAgreementTexts' | 'getPaymentMethod'> {
  return {
    async getAgreementTexts({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const texts = await agreementTextsFor(deps.db, await scopeOf(deps, owned));
      return {
        result: texts.map((text) => ({
          text_head: text.text_head,
          text_body: text.text_body,
          text_required: text.text_required === 1,
        })),
      };
    },

    async getPaymentMethod({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const scope = await scopeOf(deps, owned);
      return { result: await paymentMethodFor(deps.db, scope, owned.row.portal_id) };
    },
  };
}
