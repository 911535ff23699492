import type { FastifyRequest } from 'fastify';
import type { FieldDefinition } from '../../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { CUSTOM_FIELD_STEPS } from '../../../domain/customFields';
import type { ConfiguredStep } from '../../../domain/formFields/stepFieldCatalog';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { customFieldsOnWire } from '../../enrollment/customFieldAnswers';
import { customFieldsFor } from '../../enrollment/customFieldStore';
import { scopeOf } from '../../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor } from '../../enrollment/fieldSettings';
import { shownValues, stepSources } from '../../enrollment/stepValues';
import { maskTab } from '../../enrollment/tabSecrets';
import type { HandlersFor } from '../../http/registerEndpoints';

function wireValue(value: unknown): FieldDefinition['value'] {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Number(v) === 1 ? 1 : 0]));
  }
  return null;
}

/** get-form-fields-*: the step's fields for this enrollment, each with its value and options. */
export function formFieldHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'getFormFieldsPersonalInfo'
  | 'getFormFieldsContactInfo'
  | 'getFormFieldsEmployerInfo'
  | 'getFormFieldsBeneficiaryInfo'
  | 'getFormFieldsDependentPrimaryInfo'
  | 'getFormFieldsBillingInfo'
> {
  async function definitions(step: ConfiguredStep, request: FastifyRequest, enrollmentId: string) {
    const owned = await loadOwnedEnrollment(deps, request, enrollmentId);
    const scope = await scopeOf(deps, owned);
    const fields = await fieldSettingsFor(deps.db, step, scope);
    const lists = await optionListsFor(deps.db, fields);
    // A list step's entries are read from get-enrollment-temp-info; its fields are one entry's.
    const values = STEP_CATALOG[step].secrets.list
      ? {}
      : maskTab(step, shownValues(owned, step, await stepSources(deps, owned, step)), deps.secretBox);
    const result: FieldDefinition[] = fields.map((field) => ({
      field_name: field.name,
      value: wireValue(values[field.name]),
      required: field.required,
      read_only: field.readOnly,
      ...(field.message ? { message: field.message } : {}),
      ...(field.optionsList ? { options: lists.get(field.optionsList) ?? [] } : {}),
    }));
    if (!CUSTOM_FIELD_STEPS.includes(step)) return { result };
    // The catalog's own questions for this step and enrollment, with the answers the form starts from.
    const custom = await customFieldsFor(deps.db, step, scope);
    return { result, custom_fields: customFieldsOnWire(custom, values) };
  }
  return {
    getFormFieldsPersonalInfo: ({ query, request }) => definitions('personal', request, query.enrollment_id),
    getFormFieldsContactInfo: ({ query, request }) => definitions('contact', request, query.enrollment_id),
    getFormFieldsEmployerInfo: ({ query, request }) => definitions('employer', request, query.enrollment_id),
    getFormFieldsBeneficiaryInfo: ({ query, request }) =>
      definitions('beneficiary', request, query.enrollment_id),
    // Only the required fields: fieldSettingsFor leaves a dependent's optional ones out.
    getFormFieldsDependentPrimaryInfo: ({ query, request }) =>
      definitions('dependent', request, query.enrollment_id),
    getFormFieldsBillingInfo: ({ query, request }) => definitions('billing', request, query.enrollment_id),
  };
}
