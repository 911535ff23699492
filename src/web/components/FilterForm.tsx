import { useQueryClient } from '@tanstack/react-query';
import { changeFilterInfo, type FilterInfo, filterChangeBody } from '../../contract/filterCalls';
import { planFilterForm } from '../../domain/forms/planFilterForm';
import { callApi } from '../api/callApi';
import { EligibilityFields } from '../forms/EligibilityFields';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from '../ui/ErrorSummary';
import { RadioGroup, TextField } from '../ui/Field';

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/**
 * Edits the enrollment's filter in place (change-filter-info): zip, gender, tobacco use, tier and
 * date of birth, and for income products the annual income and weekly hours. Prices, plans and
 * the cart reload afterwards.
 */
export function FilterForm({
  enrollmentId,
  filter,
  withIncome = false,
  planId,
  onDone,
}: {
  enrollmentId: string;
  filter: FilterInfo;
  withIncome?: boolean;
  /** The plan on screen; the server may answer another plan to show (a retired plan's successor). */
  planId?: number;
  onDone?: (planToShow: number | null) => void;
}) {
  const queryClient = useQueryClient();
  const { form, submit, attempt, summary, errorOf } = useServerForm(planFilterForm(), {
    defaultValues: {
      zip: filter.zip,
      gender: filter.gender,
      tier: filter.tier,
      dob: filter.dob,
      is_smoker: filter.is_smoker,
      annual_income: filter.annual_incode === null ? '' : String(filter.annual_incode),
      working_hours: filter.working_hours === null ? '' : String(filter.working_hours),
    },
    onValid: async (values) => {
      const changed = await callApi(changeFilterInfo, {
        params: { tempId: enrollmentId },
        body: filterChangeBody(values, planId),
      });
      await queryClient.invalidateQueries();
      onDone?.(changed.plan_id);
    },
  });
  const { register, control, formState } = form;
  return (
    <form onSubmit={submit} noValidate className="filter-form" aria-label="Your details">
      <ErrorSummary items={summary} attempt={attempt} />
      <EligibilityFields
        register={register}
        control={control}
        errorOf={errorOf}
        planId={planId}
        afterGender={
          <RadioGroup
            name="is_smoker"
            legend="Tobacco use"
            options={YES_NO}
            error={errorOf('is_smoker')}
            inputProps={register('is_smoker')}
          />
        }
      />
      {withIncome ? (
        <>
          <TextField
            label="Annual Income"
            inputMode="numeric"
            error={errorOf('annual_income')}
            {...register('annual_income')}
          />
          <TextField
            label="Working Hours per Week"
            inputMode="numeric"
            error={errorOf('working_hours')}
            {...register('working_hours')}
          />
        </>
      ) : null}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        Update
      </button>
    </form>
  );
}
