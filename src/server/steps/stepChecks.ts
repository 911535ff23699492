import { CUSTOM_FIELDS_KEY } from '../../contract/customFieldWire';
import { CUSTOM_FIELD_STEPS } from '../../domain/customFields';
import { calendarDateOf } from '../../domain/dates';
import type { ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { CUSTOM_LINES_KEY } from '../../domain/review/customFieldSummary';
import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { checkCustomValues } from '../enrollment/customFieldAnswers';
import { customFieldsFor } from '../enrollment/customFieldStore';
import type { EnrollmentScope } from '../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor } from '../enrollment/fieldSettings';
import { readOnlyValues } from '../enrollment/stepValues';
import type { TabDoc } from '../enrollment/tabStore';
import { AppError, toFieldErrors } from '../http/appError';
import { checkAgreement } from './agreement/agreementCheck';
import { billingCheck } from './billing/billingCheck';
import { checkConfigured } from './configured/configuredCheck';
import { refuseMissingNeeds } from './configured/neededFields';
import { type ContactValues, contactConflicts } from './contact/contactConflicts';
import { checkDependentList, dependentRulesFor } from './dependents/dependentChecks';
import { requireEnrollerCode } from './enrollerCode/enrollerCodes';
import { healthAnswersCheck } from './health/healthAnswersCheck';

/** A step's check beyond its call's static shape: answers the document to store, or throws the field errors. */
type StepCheck = (
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
) => Promise<TabDoc>;

/**
 * A step's own check with the catalog's questions of the step (a step in CUSTOM_FIELD_STEPS): the
 * custom answers are checked with the form's schema, the rest by `own`, which never sees them, and
 * every message of both shows at once. Answers the step's document with the checked answers and
 * their lines; nothing is stored when either refuses.
 */
async function withCustomAnswers(
  step: WizardStep,
  deps: AppDeps,
  scope: EnrollmentScope,
  doc: TabDoc,
  own: (doc: TabDoc) => TabDoc | Promise<TabDoc>,
): Promise<TabDoc> {
  const asked = CUSTOM_FIELD_STEPS.includes(step) ? await customFieldsFor(deps.db, step, scope) : [];
  const custom = checkCustomValues(asked, doc, () => calendarDateOf(deps.now()));
  let checked: TabDoc;
  try {
    checked = await own(withoutCustom(doc));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400 && custom.errors.length > 0)
      throw new AppError(400, [...error.fieldErrors, ...custom.errors]);
    throw error;
  }
  if (custom.errors.length > 0) throw new AppError(400, custom.errors);
  return { ...withoutCustom(checked), ...custom.stored };
}

/** A configured step: this enrollment's field list and option lists, then the server's own read-only values. */
async function configured(
  step: ConfiguredStep,
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
): Promise<TabDoc> {
  const fields = await fieldSettingsFor(deps.db, step, scope);
  refuseMissingNeeds(step, fields);
  const lists = await optionListsFor(deps.db, fields);
  const checked = await withCustomAnswers(step, deps, scope, doc, (own) =>
    checkConfigured(deps, step, own, fields, lists),
  );
  return { ...checked, ...readOnlyValues(owned, step) };
}

/** The document without its custom answers or their lines: the step's own check never sees them. */
function withoutCustom(doc: TabDoc): TabDoc {
  const { [CUSTOM_FIELDS_KEY]: _custom, [CUSTOM_LINES_KEY]: _lines, ...rest } = doc;
  return rest;
}

/** Each step's own rules, in one place: the save applies the step's entry to everything it stores. */
export const STEP_CHECKS: Record<WizardStep, StepCheck> = {
  async personal(deps, owned, scope, doc) {
    const checked = await configured('personal', deps, owned, scope, doc);
    // A group that asks for an enroller code needs it saved before Personal Information's Next.
    await requireEnrollerCode(deps.db, owned.row);
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
  // The enrollment's own questions (the parsed answers are what is stored), and the catalog's apart.
  health: (deps, owned, scope, doc) =>
    withCustomAnswers('health', deps, scope, doc, async (own) => {
      const result = (await healthAnswersCheck(deps, owned)).safeParse(own);
      if (!result.success) throw new AppError(400, toFieldErrors(result.error, 'body'));
      return { ...result.data };
    }),
  // Each dependent by the field list and, when required, its health answers; the list by the identity and count rules.
  dependent: async (deps, owned, scope, doc) =>
    checkDependentList(deps, await dependentRulesFor(deps, owned, scope), doc, 'complete'),
  // A new entry or a saved account: payment type offered, the one check, routing, the member's own
  // account. The catalog's questions are kept whatever the payment type, apart from its numbers.
  billing: (deps, owned, scope, doc) =>
    withCustomAnswers('billing', deps, scope, doc, (own) => billingCheck(deps, owned, scope, own)),
  // Texts ticked, consent given, the mode's answer and signature (a real PNG); the server's names and date.
  agreement: (deps, owned, scope, doc) =>
    withCustomAnswers('agreement', deps, scope, doc, (own) => checkAgreement(deps, owned, scope, own)),
  review: async (_deps, _owned, _scope, doc) => doc,
};
