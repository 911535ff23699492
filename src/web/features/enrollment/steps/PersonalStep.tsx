import { useQuery } from '@tanstack/react-query';
import { savePersonalInfo } from '../../../../contract/enrollmentCalls';
import { MARITAL_LABELS, MARITAL_STATUSES, personalForm } from '../../../../domain/forms/personalForm';
import { genderLabel } from '../../../../domain/gender';
import { callApi } from '../../../api/callApi';
import { getFilterInfoQuery } from '../../../api/enrollmentQueries';
import { SsnField } from '../../../forms/SsnField';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { savedText, useSavedTab } from '../useSavedTab';

const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_LABELS[value] }));

function PersonalForm({
  enrollmentId,
  onSaved,
  backTo,
  saved,
}: StepProps & { saved: Record<string, unknown> | null }) {
  const filter = useQuery(getFilterInfoQuery(enrollmentId));
  const { form, submit, attempt, summary, errorOf } = useServerForm(personalForm, {
    defaultValues: {
      first_name: savedText(saved, 'first_name'),
      middle_name: savedText(saved, 'middle_name'),
      last_name: savedText(saved, 'last_name'),
      marital_status: savedText(saved, 'marital_status') as never,
      ssn: savedText(saved, 'ssn'),
    },
    onValid: async (values) => {
      await callApi(savePersonalInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  const { register, formState } = form;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Personal Information</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="First Name"
        autoComplete="given-name"
        required
        error={errorOf('first_name')}
        {...register('first_name')}
      />
      <TextField
        label="Middle Name"
        autoComplete="additional-name"
        error={errorOf('middle_name')}
        {...register('middle_name')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        required
        error={errorOf('last_name')}
        {...register('last_name')}
      />
      <TextField
        name="gender_display"
        label="Gender"
        readOnly
        value={filter.data ? genderLabel(filter.data.gender) : ''}
      />
      <TextField name="dob_display" label="Date of Birth" readOnly value={filter.data?.dob ?? ''} />
      <SelectField
        label="Marital Status"
        required
        options={MARITAL_OPTIONS}
        error={errorOf('marital_status')}
        {...register('marital_status')}
      />
      <SsnField error={errorOf('ssn')} {...register('ssn')} />
      <StepActions backTo={backTo} busy={formState.isSubmitting} />
    </form>
  );
}

export function PersonalStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'primary_info');
  if (saved.isPending) return <p>Loading…</p>;
  return <PersonalForm {...props} saved={saved.data ?? null} />;
}
