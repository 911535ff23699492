import type { ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { dependentsProblem } from '../../domain/forms/dependentForm';
import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { type ContactValues, contactConflicts } from '../contactChecks/contactConflicts';
import { healthAnswersCheck } from '../health/healthAnswersCheck';
import { AppError, fieldError } from '../http/appError';
import { toFieldErrors } from '../http/registerEndpoints';
import { checkConfigured } from './configuredCheck';
import { requireEnrollerCode } from './enrollerCodes';
import type { EnrollmentScope } from './enrollmentScope';
import { fieldSettingsFor, optionListsFor } from './fieldSettings';
import { readOnlyValues } from './stepValues';
import type { TabDoc } from './tabStore';

/** A step's check beyond its call's static shape: answers the document to store, or throws the field errors. */
type StepCheck = (
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
) => Promise<TabDoc>;

/** A configured step: this enrollment's field list and option lists, then the server's own read-only values. */
async function configured(
  step: ConfiguredStep,
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
): Promise<TabDoc> {
  const fields = await fieldSettingsFor(deps.db, step, scope);
  const lists = await optionListsFor(deps.db, fields);
  return { ...checkConfigured(deps, step, doc, fields, lists), ...readOnlyValues(owned, step) };
}

/** Each step's own rules, in one place: the save applies the step's entry to everything it stores. */
export const STEP_CHECKS: Record<WizardStep, StepCheck> = {
  async personal(deps, owned, scope, doc) {
    const checked = await configured('personal', deps, owned, scope, doc);
    // Groups 2556 and 2512 need the enroller code saved before Personal Information's Next.
    requireEnrollerCode(owned.row);
    return checked;
  },
  async contact(deps, owned, scope, doc) {
    const checked = await configured('contact', deps, owned, scope, doc);
    // The outside checks (e-mail, phone, postal address) and another member's e-mail or phone.
    const conflicts = await contactConflicts(deps, owned, checked as unknown as ContactValues);
    if (conflicts.length > 0) throw new AppError(400, conflicts);
    return checked;
  },
  employer: (deps, owned, scope, doc) => configured('employer', deps, owned, scope, doc),
  beneficiary: (deps, owned, scope, doc) => configured('beneficiary', deps, owned, scope, doc),
  async health(deps, owned, _scope, doc) {
    // The enrollment's own questions; the parsed answers are what is stored.
    const result = (await healthAnswersCheck(deps, owned)).safeParse(doc);
    if (!result.success) throw new AppError(400, toFieldErrors(result.error, 'body'));
    return { ...result.data };
  },
  async dependent(_deps, owned, _scope, doc) {
    const list = Array.isArray(doc.dependents) ? (doc.dependents as { relationship: string }[]) : [];
    const problem = dependentsProblem(owned.filter.tier, list as never);
    if (problem) throw fieldError('dependents', problem);
    return doc;
  },
  billing: async (_deps, _owned, _scope, doc) => doc,
  agreement: async (_deps, _owned, _scope, doc) => doc,
  review: async (_deps, _owned, _scope, doc) => doc,
};
