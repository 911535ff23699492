import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  addFilterForNewUser,
  changeFilterInfo,
  validateDob,
  validateZipCode,
} from '../../contract/filterCalls';
import { eligibilityForm, type EligibilityForm as Values } from '../../domain/forms/eligibilityForm';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/callApi';
import { EligibilityFields } from '../forms/EligibilityFields';
import { useServerForm } from '../forms/useServerForm';
import { readEnrollContext } from '../session/enrollContext';
import { setEnrollmentId, useEnrollmentId } from '../session/enrollmentSession';
import { ErrorSummary } from '../ui/ErrorSummary';

/** Renames the target of a server error, so a check of zip_code shows under the zip field. */
async function asField<T>(target: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      throw new ApiError(error.statusCode, [{ target_element: target, error_message: error.firstMessage }]);
    }
    throw error;
  }
}

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
      await asField('zip', callApi(validateZipCode, { query: { zip_code: values.zip } }));
      await asField('dob', callApi(validateDob, { query: { dob: values.dob } }));
      let updated = false;
      if (enrollmentId) {
        try {
          await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: values });
          updated = true;
        } catch (error) {
          // A finished or unknown enrollment starts afresh; a field error is the shopper's to fix.
          if (!(error instanceof ApiError) || (error.statusCode !== 404 && error.statusCode !== 409))
            throw error;
        }
      }
      if (!updated) {
        const context = readEnrollContext();
        const created = await callApi(addFilterForNewUser, {
          body: {
            ...values,
            eprocess: context?.eprocess ?? 'applicant',
            ...(context?.agent_id ? { agent_id: context.agent_id } : {}),
            ...(context?.group_id ? { group_id: context.group_id } : {}),
            ...(context?.platform_group_id ? { platform_group_id: context.platform_group_id } : {}),
            ...(context?.open_type ? { open_type: context.open_type } : {}),
          },
        });
        setEnrollmentId(created.temp_enrollment_id);
      }
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
