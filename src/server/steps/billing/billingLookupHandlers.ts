import { ROUTING_TARGET } from '../../../contract/billingLookupCalls';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { billDateChoices, chargeLinesOf, chargeTermsOf } from '../../enrollment/chargeTerms';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { readCart } from '../../pricing/cartView';
import { billingTextFor } from './billingText';
import { countRoutingLookup } from './routingLookupLimit';

/**
 * The Billing step's look-ups: the bank of a routing number, the bill date options and the billing
 * terms (the cart's carriers'), the statement descriptor.
 */
export function billingLookupHandlers(
  deps: AppDeps,
): HandlersFor<'routingNumberBankLookup' | 'getBillDate' | 'getBillingText' | 'getChargeTerms'> {
  return {
    async routingNumberBankLookup({ query, request }) {
      await countRoutingLookup(deps, request.ip);
      const answer = await deps.routingDirectory.lookup(query.q);
      // A valid number no directory knows is 404: the form then asks the person for the bank's name.
      if (!answer.found)
        throw fieldError(ROUTING_TARGET, answer.message, answer.reason === 'unknown' ? 404 : 400);
      return { name: answer.bankName };
    },

    async getBillDate({ query, request }) {
      if (query.enrollment_id === undefined) return billDateChoices([]);
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return billDateChoices(await chargeLinesOf(deps, await readCart(deps, owned.row.id, owned.filter)));
    },

    async getChargeTerms({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return chargeTermsOf(deps, owned, await readCart(deps, owned.row.id, owned.filter));
    },

    async getBillingText({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: { billing_text: await billingTextFor(deps, owned.row.id) } };
    },
  };
}
