import { stepOfTab } from '../../contract/wizardStepCatalog';
import { loadOwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { scopeOf } from '../enrollment/enrollmentScope';
import { stepsFor } from '../enrollment/stepPlan';
import type { HandlersFor } from '../http/registerEndpoints';

/** check-tab-required: one tab of get-dynamic-tabs' plan (the dependent step asks about health questions). */
export function tabRequiredHandlers(deps: AppDeps): HandlersFor<'checkTabRequired'> {
  return {
    async checkTabRequired({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const step = stepOfTab(query.tab_name);
      const steps = stepsFor(owned.filter.tier, await scopeOf(deps, owned));
      return { result: { required: step !== null && steps.includes(step) } };
    },
  };
}
