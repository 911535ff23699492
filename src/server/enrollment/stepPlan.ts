import { requiredSteps } from '../../contract/wizardStepCatalog';
import type { WizardStep } from '../../domain/wizardSteps';
import type { EnrollmentScope } from './enrollmentScope';

/** The steps this enrollment needs, from its tier and the plans in its cart. */
export function stepsFor(tier: 'IO' | 'IS' | 'IC' | 'IF', scope: EnrollmentScope): WizardStep[] {
  return requiredSteps({
    tier,
    categories: scope.categories,
    anyPlanNeedsHealth: scope.anyPlanNeedsHealth,
  });
}
