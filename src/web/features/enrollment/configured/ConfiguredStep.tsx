import { type ReactNode, useDeferredValue } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CUSTOM_FIELDS_KEY, type CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import type { ConfiguredStep as Step } from '../../../../domain/formFields/stepFieldCatalog';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StepActions } from '../StepActions';
import { StepLoading } from '../StepLoading';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { ConfiguredFields } from './ConfiguredFields';
import type { CustomFieldKit } from './customFieldKit';
import { customInitial } from './customFieldNames';
import { StepCustomFields } from './StepCustomFields';
import { type FormValues, useConfiguredForm, valuesOf } from './useConfiguredForm';
import { useCustomFieldKit } from './useCustomFieldKit';

/** A step's fields as get-form-fields-* answers them: the configured ones and the catalog's custom ones. */
export interface StepFieldList {
  fields: FieldDefinition[];
  custom: CustomFieldOnWire[];
}

/** A step's field-list query (get-form-fields-*): its configured fields with their values, and its custom fields. */
function stepFieldsQuery(step: Step, enrollmentId: string) {
  const call = STEP_CATALOG[step].fields;
  return {
    queryKey: queryKeys.tempInfo(enrollmentId, `fields:${step}`),
    queryFn: async (): Promise<StepFieldList> => {
      if (!call) return { fields: [], custom: [] };
      const answer = await callApi(call, { query: { enrollment_id: enrollmentId } });
      return { fields: answer.result, custom: answer.custom_fields ?? [] };
    },
    staleTime: 0,
    // A form starts from what the server holds now, never from an earlier visit's copy.
    gcTime: 0,
    retry: 1,
  };
}

/** A step's field list with its custom fields (the single-form configured steps). */
export function useStepFields(step: Step, enrollmentId: string) {
  return useQuery(stepFieldsQuery(step, enrollmentId));
}

/** A step's configured fields alone (list steps and billing draw no custom fields yet). */
export function useFieldDefinitions(step: Step, enrollmentId: string) {
  return useQuery({ ...stepFieldsQuery(step, enrollmentId), select: (list: StepFieldList) => list.fields });
}

/** What a step may add to the generic form: text above it, one field drawn its own way. */
export interface StepExtras {
  intro?: ReactNode;
  override?: (definition: FieldDefinition, form: StepForm) => ReactNode | undefined;
  /** Checks before the save is sent; a message stops it. */
  beforeSave?: (values: FormValues) => Promise<void>;
  children?: ReactNode;
  /** A step's own button between Back and Next (Personal Information's Enter Enroller Code). */
  actions?: (form: StepForm) => ReactNode;
}

/** The form handed to a step's own fields. */
export interface StepForm {
  form: UseFormReturn<FormValues, unknown, FormValues>;
  errorOf: (name: string) => string | undefined;
}

function ConfiguredForm({
  step,
  definitions,
  custom,
  kit,
  enrollmentId,
  onSaved,
  backTo,
  extras,
}: StepProps & {
  step: Step;
  definitions: FieldDefinition[];
  custom: CustomFieldOnWire[];
  kit: CustomFieldKit | null;
  extras: StepExtras;
}) {
  const description = STEP_CATALOG[step];
  const { form, submit, attempt, summary, errorOf } = useConfiguredForm(
    step,
    definitions,
    async (values) => {
      await extras.beforeSave?.(values);
      const saved = await callApi(description.save, {
        body: { enrollment_id: enrollmentId, ...values },
      });
      await onSaved(saved.next_tab);
    },
    {
      ...valuesOf(definitions),
      ...(custom.length > 0 ? { [CUSTOM_FIELDS_KEY]: customInitial(custom) } : {}),
    },
    custom,
    kit,
  );
  useDraftSource(() => form.getValues());
  useStepShown();
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">{description.title}</h1>
      {extras.intro}
      <ErrorSummary items={summary} attempt={attempt} />
      <ConfiguredFields
        step={step}
        definitions={definitions}
        register={form.register}
        control={form.control}
        errorOf={errorOf}
        override={(d) => extras.override?.(d, { form, errorOf })}
      />
      <StepCustomFields kit={kit} fields={custom} form={form} errorOf={errorOf} />
      {extras.children}
      <StepActions
        backTo={backTo}
        busy={form.formState.isSubmitting}
        extra={extras.actions?.({ form, errorOf })}
      />
    </form>
  );
}

/** A single-form step drawn from the server's field list; a failed read offers a retry, never an empty form. */
export function ConfiguredStep(props: StepProps & { step: Step; extras?: StepExtras }) {
  const definitions = useStepFields(props.step, props.enrollmentId);
  // The form appears in a render React may pause to let the browser answer (a deferred value): the
  // answer's own render keeps "Loading…" up, so building the form never holds a slow phone in one piece.
  const shown = useDeferredValue(definitions.data);
  // The catalog's own questions for this step, when it has some: their inputs and checks load first.
  const customs = useCustomFieldKit((shown?.custom.length ?? 0) > 0);
  if (definitions.isError)
    return <LoadFailed what={STEP_CATALOG[props.step].title} onRetry={() => void definitions.refetch()} />;
  if (customs.failed) return <LoadFailed what={STEP_CATALOG[props.step].title} onRetry={customs.retry} />;
  // The step's title shows while its fields load, so the page says at once where the shopper is.
  if (definitions.isPending || !shown || (shown.custom.length > 0 && !customs.kit))
    return <StepLoading step={props.step} />;
  return (
    <ConfiguredForm
      {...props}
      definitions={shown.fields}
      custom={shown.custom}
      kit={customs.kit}
      extras={props.extras ?? {}}
    />
  );
}
