import { useQuery } from '@tanstack/react-query';
import { getPlanCart } from '../../../../contract/cartCalls';
import { saveReviewInfo } from '../../../../contract/enrollmentCalls';
import { reviewForm } from '../../../../domain/forms/reviewForm';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextAreaField } from '../../../ui/Field';
import { formatDollars } from '../../../ui/money';
import { StepActions } from '../StepActions';
import { useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { ReviewCards } from './ReviewCards';

export function ReviewStep({ enrollmentId, onSaved, backTo }: StepProps) {
  useStepShown();
  const cart = useQuery({
    queryKey: queryKeys.cart(enrollmentId),
    queryFn: () => callApi(getPlanCart, { query: { enrollment_id: enrollmentId } }),
  });
  const { form, submit, attempt, summary, errorOf } = useServerForm(reviewForm, {
    defaultValues: { additional_notes: '' },
    onValid: async (values) => {
      await callApi(saveReviewInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  return (
    <div className="review">
      <form onSubmit={submit} noValidate aria-labelledby="step-title">
        <h1 id="step-title">Review and Confirmation</h1>
        <ErrorSummary items={summary} attempt={attempt} />
        <ReviewCards enrollmentId={enrollmentId} />
        <TextAreaField
          label="Additional Notes"
          error={errorOf('additional_notes')}
          {...form.register('additional_notes')}
        />
        <StepActions backTo={backTo} busy={form.formState.isSubmitting} nextLabel="Submit Enrollment" />
      </form>
      <aside className="review__cost" aria-labelledby="cost-title">
        <h2 id="cost-title">Your plans</h2>
        <ul>
          {(cart.data?.result ?? []).map((line) => (
            <li key={line.plan_id}>
              {line.plan_name}: {formatDollars(line.price)}
            </li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>First Month Total Cost</dt>
            <dd>{formatDollars(cart.data?.initial_month_cost ?? 0)}</dd>
          </div>
          <div>
            <dt>Recurring Monthly Cost</dt>
            <dd>{formatDollars(cart.data?.recurring_month_cost ?? 0)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
