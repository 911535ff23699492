import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { eligibilityForm, type EligibilityForm as Values } from '../../domain/forms/eligibilityForm';
import { EligibilityFields } from '../forms/EligibilityFields';
import { useServerForm } from '../forms/useServerForm';
import { useEnrollmentId } from '../session/enrollmentSession';
import { ErrorSummary } from '../ui/ErrorSummary';
import { saveEligibility } from './saveEligibility';

/** Zip, gender, tier and date of birth: creates the enrollment's filter, or updates it in place. */
export function EligibilityForm({
  initial,
  onSaved,
}: {
  initial?: Partial<Values> | undefined;
  /** Where to go once the filter is saved; by default the plan list. */
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrollmentId = useEnrollmentId();
  const { form, submit, attempt, summary, errorOf } = useServerForm(eligibilityForm(), {
    defaultValues: { zip: '', gender: undefined, tier: 'IO', dob: '', ...initial },
    onValid: async (values) => {
      await saveEligibility(values, enrollmentId);
      await queryClient.invalidateQueries();
      if (onSaved) onSaved();
      else await navigate('/plans');
    },
  });
  const { register, control, formState } = form;

  return (
    <form onSubmit={submit} noValidate className="eligibility-form" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title">Find plans for you</h2>
      <ErrorSummary items={summary} attempt={attempt} />
      <EligibilityFields register={register} control={control} errorOf={errorOf} />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Checking…' : 'View Plans'}
      </button>
    </form>
  );
}
