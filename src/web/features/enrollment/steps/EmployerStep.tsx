import { saveEmployerInfo } from '../../../../contract/enrollmentCalls';
import { formatMdy, fromIsoDate } from '../../../../domain/dates';
import {
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  employerForm,
  RETIRED_MESSAGE,
} from '../../../../domain/forms/employerForm';
import { callApi } from '../../../api/callApi';
import { DateField } from '../../../forms/DateField';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { savedText, useSavedTab } from '../useSavedTab';

const STATUS_OPTIONS = EMPLOYMENT_STATUSES.map((value) => ({
  value,
  label: EMPLOYMENT_STATUS_LABELS[value],
}));
const FIELDS = ['name', 'phone', 'occupation', 'employment_start_date', 'employment_status'] as const;

/** A saved value for the form; the start date may come back as yyyy-mm-dd and is shown as mm/dd/yyyy. */
function savedValue(saved: Record<string, unknown> | null, key: (typeof FIELDS)[number]): string {
  const value = savedText(saved, key);
  const iso = key === 'employment_start_date' ? fromIsoDate(value) : null;
  return iso ? formatMdy(iso) : value;
}

function EmployerForm({
  enrollmentId,
  onSaved,
  backTo,
  saved,
}: StepProps & { saved: Record<string, unknown> | null }) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(employerForm(), {
    defaultValues: Object.fromEntries(FIELDS.map((key) => [key, savedValue(saved, key)])),
    onValid: async (values) => {
      await callApi(saveEmployerInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  const { register, control, watch, formState } = form;
  // Retired blocks progress: the message shows as soon as R is picked and goes when the choice changes.
  const retired = watch('employment_status') === 'R';
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Employer Information</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Employer Name"
        autoComplete="organization"
        required
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        label="Contact Number"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        required
        error={errorOf('phone')}
        {...register('phone')}
      />
      <TextField
        label="Occupation"
        autoComplete="organization-title"
        required
        error={errorOf('occupation')}
        {...register('occupation')}
      />
      <DateField
        control={control}
        name="employment_start_date"
        label="Employment Start Date"
        error={errorOf('employment_start_date')}
      />
      <SelectField
        label="Employment Status"
        options={STATUS_OPTIONS}
        required
        error={retired ? RETIRED_MESSAGE : errorOf('employment_status')}
        {...register('employment_status')}
      />
      <StepActions backTo={backTo} busy={formState.isSubmitting} />
    </form>
  );
}

export function EmployerStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'employer_info');
  if (saved.isPending) return <p>Loading…</p>;
  return <EmployerForm {...props} saved={saved.data ?? null} />;
}
