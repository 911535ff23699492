import { NO_BENEFICIARIES_ON_FILE } from '../../../contract/beneficiaryCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { SSN_MESSAGE } from '../../../domain/fieldRules';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { fieldSettingsFor, optionList, optionListsFor } from '../../enrollment/fieldSettings';
import { stepsFor } from '../../enrollment/stepPlan';
import { prefillOf, stepSources } from '../../enrollment/stepValues';
import { maskTab, newEntryId, resolveMasks, withEntryIds } from '../../enrollment/tabSecrets';
import type { TabDoc } from '../../enrollment/tabStore';
import { AppError, fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { checkEntry } from '../configured/configuredCheck';
import { refuseMissingNeeds } from '../configured/neededFields';

const LIST = 'beneficiaries';

/** A value on file as the wire's text: numbers as digits, anything else empty. */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Dates on file may be ISO (yyyy-mm-dd); the form and the save take mm/dd/yyyy. */
function mdy(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

/** One beneficiary on file in the wire's shape (existing-member data may say dob for birthdate). */
function onFile(entry: TabDoc) {
  return {
    beneficiary_id: textOf(entry.beneficiary_id),
    first_name: textOf(entry.first_name),
    middle_name: textOf(entry.middle_name),
    last_name: textOf(entry.last_name),
    birthdate: mdy(textOf(entry.birthdate ?? entry.dob)),
    ssn: textOf(entry.ssn),
    relationship: textOf(entry.relationship),
    beneficiary_percentage: textOf(entry.beneficiary_percentage),
  };
}

/** The beneficiary step's own calls; its save is the wizard's (save-beneficiary-info). */
export function beneficiaryHandlers(
  deps: AppDeps,
): HandlersFor<
  'getBeneficiaryRelationships' | 'validateSingleBeneficiary' | 'getBeneficiariesExistingUserEnrollment'
> {
  return {
    async getBeneficiaryRelationships() {
      return { result: await optionList(deps.db, 'beneficiary_relationship') };
    },

    async validateSingleBeneficiary({ body, request }) {
      // The static shape types every field as unknown text; the two ids are checked strings.
      const {
        enrollment_id: enrollmentId,
        beneficiary_id: id,
        ...entry
      } = body as TabDoc & {
        enrollment_id: string;
        beneficiary_id?: string;
      };
      const owned = await loadOpenEnrollment(deps, request, enrollmentId);
      const scope = await scopeOf(deps, owned);
      if (!stepsFor(owned.filter.tier, scope).includes('beneficiary'))
        throw fieldError(
          'enrollment_id',
          `${STEP_CATALOG.beneficiary.title} is not part of this enrollment`,
          409,
        );
      const fields = await fieldSettingsFor(deps.db, 'beneficiary', scope);
      refuseMissingNeeds('beneficiary', fields);
      const lists = await optionListsFor(deps.db, fields);
      const checked = checkEntry(deps, 'beneficiary', entry, fields, lists);
      if (!checked.doc || checked.errors.length > 0) throw new AppError(400, checked.errors);
      // A masked number stands only for the one on file for this same entry (saved, draft or a member's).
      const sources = await stepSources(deps, owned, 'beneficiary');
      const held = [sources.saved, sources.draft, sources.prefill].filter((d): d is TabDoc => d !== null);
      const resolved = resolveMasks(
        'beneficiary',
        { [LIST]: [{ ...checked.doc, beneficiary_id: id }] },
        held,
        deps.secretBox,
      );
      if (!resolved.ok) throw fieldError(resolved.path.replace(/^beneficiaries\.0\./, ''), SSN_MESSAGE);
      return { beneficiary_id: id ?? newEntryId() };
    },

    async getBeneficiariesExistingUserEnrollment({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      if (owned.row.user_id === null) throw notFound('enrollment_id', NO_BENEFICIARIES_ON_FILE);
      // The same source the save resolves masks against, so what is answered here saves as it is.
      const prefill = await prefillOf(deps, owned, 'beneficiary');
      // An entry on file without an id gets one for this answer (its masked number then has to be typed again).
      const masked = withEntryIds('beneficiary', maskTab('beneficiary', prefill, deps.secretBox));
      const list = Array.isArray(masked[LIST]) ? (masked[LIST] as TabDoc[]) : [];
      return { result: list.map(onFile) };
    },
  };
}
