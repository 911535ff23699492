import type { CustomFieldOnWire } from '../../contract/customFieldWire';
import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { customFieldsOnWire } from './customFieldAnswers';
import { customFieldsFor } from './customFieldStore';
import type { EnrollmentScope } from './enrollmentScope';
import { readDraft, readTab } from './tabStore';

/**
 * The catalog's questions of a step with a form of its own (Health, Agreement) for this enrollment,
 * each with the answer its form starts from: the draft's, else the saved one. None asked: nothing read.
 */
export async function stepCustomFields(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  step: WizardStep,
): Promise<CustomFieldOnWire[]> {
  const asked = await customFieldsFor(deps.db, step, scope);
  if (asked.length === 0) return [];
  const [draft, saved] = await Promise.all([
    readDraft(deps, owned.row.id, step),
    readTab(deps, owned.row.id, step),
  ]);
  return customFieldsOnWire(asked, draft ?? saved ?? {});
}
