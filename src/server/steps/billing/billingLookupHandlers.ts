import { ROUTING_TARGET } from '../../../contract/billingLookupCalls';
import { billDateOptions } from '../../../domain/billDateLabel';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { billingTextFor } from './billingText';
import { countRoutingLookup } from './routingLookupLimit';

/** The Billing step's look-ups: the bank of a routing number, the bill date options, the statement descriptor. */
export function billingLookupHandlers(
  deps: AppDeps,
): HandlersFor<'routingNumberBankLookup' | 'getBillDate' | 'getBillingText'> {
  return {
    async routingNumberBankLookup({ query, request }) {
      await countRoutingLookup(deps, request.ip);
      const answer = await deps.routingDirectory.lookup(query.q);
      // A valid number no directory knows is 404: the form then asks the person for the bank's name.
      if (!answer.found)
        throw fieldError(ROUTING_TARGET, answer.message, answer.reason === 'unknown' ? 404 : 400);
      return { name: answer.bankName };
    },

    async getBillDate() {
      return { result: billDateOptions() };
    },

    async getBillingText({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return { result: { billing_text: await billingTextFor(deps, owned.row.id) } };
    },
  };
}
