import { requiredSteps, type WizardStep } from '../../../domain/wizardSteps';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { readCart } from '../../pricing/cartView';

/** The steps this enrollment needs, from its tier and the plans in its cart. */
export async function stepsFor(deps: AppDeps, owned: OwnedEnrollment): Promise<WizardStep[]> {
  const cart = await readCart(deps, owned.row.id, owned.filter);
  return requiredSteps({
    tier: owned.filter.tier,
    categories: cart.categories,
    anyPlanNeedsHealth: cart.anyPlanNeedsHealth,
  });
}
