import { STEP_CATALOG } from '../../contract/wizardStepCatalog';
import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { savedDependentsProblem } from './dependents/dependentChecks';

/** A step Review summarizes that is not ready for it, and why, in the words a refused submission says. */
export interface IncompleteStep {
  step: WizardStep;
  message: string;
}

/**
 * The steps before Review (of `steps`, the enrollment's plan) that are not ready to be reviewed, in the
 * wizard's order: one with nothing saved, and the dependents when the saved list no longer fits the tier
 * (it may have changed since they were saved). Review opens, and a submission is taken, only with none.
 */
export async function incompleteSteps(
  deps: AppDeps,
  owned: OwnedEnrollment,
  steps: readonly WizardStep[],
  saved: ReadonlySet<string>,
): Promise<IncompleteStep[]> {
  const incomplete: IncompleteStep[] = [];
  for (const step of steps) {
    if (step === 'review') continue;
    if (!saved.has(step)) {
      incomplete.push({ step, message: `Please complete ${STEP_CATALOG[step].title} first` });
      continue;
    }
    if (step !== 'dependent') continue;
    const problem = await savedDependentsProblem(deps, owned);
    if (problem) incomplete.push({ step, message: `Dependent Information: ${problem}` });
  }
  return incomplete;
}
