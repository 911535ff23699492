import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveReviewInfo } from '../../../../contract/enrollmentCalls';
import { reviewForm } from '../../../../domain/forms/reviewForm';
import { stepHeading } from '../../../../domain/wizardStepNames';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useServerForm } from '../../../forms/useServerForm';
import { returnMarker } from '../../../session/returnMarker';
import { storedValue } from '../../../session/storedValue';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextAreaField } from '../../../ui/Field';
import { ReviewCostPanel } from '../review/ReviewCostPanel';
import { ReviewFailedModal } from '../review/ReviewFailedModal';
import { SUBMIT_STATEMENT_ID, SubmitStatement } from '../review/SubmitStatement';
import { StepActions } from '../StepActions';
import { settleShownStep, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { ReviewCards } from './ReviewCards';

/** The markers a submission clears (document 3, 4.3): the first-track and the spouse-accept flags. */
const CLEARED_ON_SUBMIT = [storedValue('first_track'), storedValue('isSpouseEnrollAccept')];

/**
 * Review and Confirmation (document 3, 2.3): the cost panel, the cards of every required step, the
 * notes and, beside Next, what Next does (SubmitStatement). Next submits (save-review-info with first_enroll) and goes to the receipt; a failure
 * opens 'Something went wrong. Please save your enrollment.' with Save and Continue Later.
 */
export function ReviewStep({ enrollmentId, onSaved, backTo }: StepProps) {
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
        <StepActions
          backTo={backTo}
          busy={form.formState.isSubmitting}
          nextDescribedBy={SUBMIT_STATEMENT_ID}
        />
      </form>
      <ReviewFailedModal problem={problem} onClose={() => setProblem(null)} />
    </div>
  );
}
