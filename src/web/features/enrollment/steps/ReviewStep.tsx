import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { getDynamicTabs, saveReviewInfo } from '../../../../contract/enrollmentCalls';
import { STEP_CATALOG, stepPath, stepsOfTabs } from '../../../../contract/wizardStepCatalog';
import { reviewForm } from '../../../../domain/forms/reviewForm';
import { stepHeading } from '../../../../domain/wizardStepNames';
import type { WizardStep } from '../../../../domain/wizardSteps';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { callQuery } from '../../../api/callQuery';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useServerForm } from '../../../forms/useServerForm';
import { returnMarker } from '../../../session/returnMarker';
import { storedValue } from '../../../session/storedValue';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextAreaField } from '../../../ui/Field';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ReviewCostPanel } from '../review/ReviewCostPanel';
import { ReviewFailedModal } from '../review/ReviewFailedModal';
import { SUBMIT_STATEMENT_ID, SubmitStatement } from '../review/SubmitStatement';
import { StepLoading } from '../StepLoading';
import { settleShownStep, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { ReviewCards } from './ReviewCards';

/** The markers a submission clears (document 3, 4.3): the first-track and the spouse-accept flags. */
const CLEARED_ON_SUBMIT = [storedValue('first_track'), storedValue('isSpouseEnrollAccept')];

/** What Review's submitting button says: what it does (issue 40), where document 3, 2.3 has "Next". */
const SUBMIT_LABEL = 'Submit application';

/**
 * Review and Confirmation (document 3, 2.3): the cost panel, the cards of every required step, the
 * notes and, beside Submit application, what it does (SubmitStatement). It submits (save-review-info
 * with first_enroll) and goes to the receipt; a failure opens 'Something went wrong. Please save your
 * enrollment.' with Save and Continue Later. Save and Continue Later is not beside the submitting button.
 */
function ReviewForm({ enrollmentId, onSaved, backTo }: StepProps) {
  useStepShown();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, submit, attempt, summary, errorOf } = useServerForm(reviewForm, {
    defaultValues: { additional_notes: '' },
    labelOf: (name) => (name === 'additional_notes' ? 'Additional Notes' : undefined),
    onValid: async (values) => {
      // Its picture is kept before the submission closes the enrollment to pictures.
      await settleShownStep(enrollmentId, 'review');
      try {
        await callApi(saveReviewInfo, {
          body: { enrollment_id: enrollmentId, ...values, first_enroll: true },
        });
      } catch (error) {
        // A note too long is shown at its field; anything else is the spec's failure modal.
        if (
          error instanceof ApiError &&
          error.fieldErrors.some((e) => e.target_element === 'additional_notes')
        )
          throw error;
        setProblem(error instanceof ApiError ? error.firstMessage : '');
        return;
      }
      returnMarker.write(null);
      for (const marker of CLEARED_ON_SUBMIT) marker.write(null);
      await onSaved();
      // The cart is spent: its count in the header changes.
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart(enrollmentId) });
    },
  });
  return (
    <div className="review">
      {/* First in the page: on a phone the totals come before the submitting button. */}
      <ReviewCostPanel enrollmentId={enrollmentId} />
      <form onSubmit={submit} noValidate aria-labelledby="step-title">
        <h1 id="step-title">{stepHeading('review')}</h1>
        <ErrorSummary items={summary} attempt={attempt} />
        <ReviewCards enrollmentId={enrollmentId} />
        <TextAreaField
          label="Additional Notes"
          maxLength={2000}
          error={errorOf('additional_notes')}
          {...form.register('additional_notes')}
        />
        <SubmitStatement enrollmentId={enrollmentId} />
        {/* Back and the submitting button only: no Save and Continue Later beside the submission. */}
        <div className="button-row step-actions">
          <Link to={backTo} className="button">
            Back
          </Link>
          <button
            type="submit"
            className="button button--primary"
            disabled={form.formState.isSubmitting}
            aria-describedby={SUBMIT_STATEMENT_ID}
          >
            {form.formState.isSubmitting ? 'Saving…' : SUBMIT_LABEL}
          </button>
        </div>
      </form>
      <ReviewFailedModal problem={problem} onClose={() => setProblem(null)} />
    </div>
  );
}

/**
 * The first step Review summarizes that is not complete (get-dynamic-tabs' `complete`: saved, and the
 * dependents still fitting the tier), in the server's order; null when Review may open.
 */
function firstIncompleteStep(
  tabs: readonly { tab_name: string; required: boolean; order: number; complete: boolean }[],
): WizardStep | null {
  const incomplete = tabs.filter((tab) => tab.tab_name !== STEP_CATALOG.review.tab && !tab.complete);
  return stepsOfTabs(incomplete)[0] ?? null;
}

/**
 * Review opens only once the steps it summarizes are complete, as the server says now (a fresh
 * get-dynamic-tabs, never the wizard's cached list): otherwise the first incomplete step opens instead.
 */
export function ReviewStep(props: StepProps) {
  const tabs = useQuery({
    ...callQuery(
      getDynamicTabs,
      { query: { enrollment_id: props.enrollmentId } },
      queryKeys.tempInfo(props.enrollmentId, 'review_ready'),
    ),
    staleTime: 0,
    gcTime: 0,
  });
  if (tabs.isError)
    return <LoadFailed what={STEP_CATALOG.review.title} onRetry={() => void tabs.refetch()} />;
  if (!tabs.data) return <StepLoading step="review" />;
  const incomplete = firstIncompleteStep(tabs.data.result);
  if (incomplete) return <Navigate to={stepPath(incomplete)} replace />;
  return <ReviewForm {...props} />;
}
