import { callerRefusal } from '../../../domain/changeCallers';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { policyOptions } from '../../policy/policyOptions';
import { policyInReach } from './policyReach';

/**
 * The plan options a policy in the caller's reach may move to (get-policy-options): what the change
 * form's "Change plan option" offers the member (by their member link) and the rep (by their book). A
 * caller who may not change the option (the group administrator) is refused as make-policy-change
 * refuses them (403 at kind), so the list is never offered where it cannot be used.
 */
export function optionHandlers(deps: AppDeps): HandlersFor<'getPolicyOptions'> {
  return {
    async getPolicyOptions({ query, request }) {
      const reached = await policyInReach(deps, request, query.policy_id, query.enrollment_id);
      const refusal = callerRefusal(reached.caller, 'change_option', null);
      if (refusal) throw fieldError(refusal.target, refusal.message, 403);
      const coverages = await policyOptions(deps, reached.enrollmentId, {
        event: query.event,
        eventDate: query.event_date,
      });
      return { coverages };
    },
  };
}
