import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type {
  PolicyChangeRequest,
  PolicyView,
  policyChangeAnswer,
  policyChangePreview,
} from '../../contract/policyCalls';
import { carrierStatusText } from '../../domain/changeWords';
import { calendarDateOf } from '../../domain/dates';
import { ApiError } from '../api/apiError';
import { ChangeForm } from './ChangeForm';
import type { ChangeAction, ChangeCaller } from './changeActions';
import { type ChangeFormValues, changeRequestOf, defaultEndDate, optionChoiceValue } from './changeRequest';
import type { OptionsLoader } from './OptionChoice';
import { priceChangeText } from './policyWords';

type Preview = z.infer<typeof policyChangePreview>;
export type ChangeAnswer = z.infer<typeof policyChangeAnswer>;

/** The calls of a change, bound to the policy and the caller (member home or the book). */
export interface ChangeCalls {
  preview: (request: PolicyChangeRequest) => Promise<Preview>;
  make: (request: PolicyChangeRequest) => Promise<ChangeAnswer>;
  /** The plan options a change_option may choose. */
  options: OptionsLoader;
}

/** The form's start: the action's kind and event, a termination's end at the end of this month. */
function initialValues(policy: PolicyView, action: ChangeAction): ChangeFormValues {
  const fixed = typeof action.event === 'object' ? action.event.fixed : '';
  return {
    kind: (action.kind ?? '') as ChangeFormValues['kind'],
    event: fixed,
    event_date: '',
    person: { relationship: '', first_name: '', last_name: '', birthdate: '', gender: '', ssn: '' },
    member_id: '',
    address: { address1: '', address2: '', city: '', state: '', zip: '' },
    end_date: defaultEndDate(policy, calendarDateOf(new Date())),
    reason: '',
    new_option: '',
  };
}

/**
 * One change from start to end: the form, then what the change would do (the day it takes effect and
 * the monthly price before and after) BEFORE it is confirmed, then the change made with its carrier
 * status. Back keeps what was typed.
 */
export function ChangeFlow({
  policy,
  action,
  caller,
  title,
  calls,
  onMade,
  onClose,
}: {
  policy: PolicyView;
  action: ChangeAction;
  caller: ChangeCaller;
  /** A heading over the form that takes focus as it opens (the form replaced what was in its dialog). */
  title?: string;
  calls: ChangeCalls;
  onMade: (answer: ChangeAnswer) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ChangeFormValues>(() => initialValues(policy, action));
  const [reviewed, setReviewed] = useState<{ preview: Preview; request: PolicyChangeRequest } | null>(null);
  const [made, setMade] = useState<ChangeAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes focus, so a screen reader and the keyboard start from what it says.
  useEffect(() => {
    if (reviewed || made || title) headingRef.current?.focus();
  }, [reviewed, made, title]);

  if (made)
    return (
      <div className="change-done" role="status">
        <h3 tabIndex={-1} ref={headingRef}>
          Change made
        </h3>
        <p>
          It takes effect on {made.effective_date}. Carrier: {carrierStatusText(made.status)}.
        </p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );

  if (reviewed) {
    const { preview, request } = reviewed;
    const confirm = async () => {
      setBusy(true);
      setProblem(null);
      try {
        const answer = await calls.make(request);
        setMade(answer);
        onMade(answer);
      } catch (error) {
        setProblem(
          error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.',
        );
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className="change-review">
        <h3 tabIndex={-1} ref={headingRef}>
          Review change
        </h3>
        {problem ? <p role="alert">{problem}</p> : null}
        <p>{preview.summary}</p>
        <p>Takes effect on {preview.effective_date}.</p>
        <p className="change-review__price">
          <strong>
            {priceChangeText(
              preview.monthly_before,
              preview.monthly_after,
              caller === 'member' ? 'Your' : 'The',
            )}
          </strong>
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setReviewed(null)}>
            Back
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            Confirm change
          </button>
        </div>
      </div>
    );
  }

  const form = (
    <ChangeForm
      policy={policy}
      action={action}
      caller={caller}
      initial={values}
      loadOptions={calls.options}
      onCancel={onClose}
      onReview={async (typed) => {
        const request = changeRequestOf(typed);
        const preview = await calls.preview(request);
        // The checked values hold the option chosen as plan_id and option: Back shows it chosen again.
        const chosen =
          typed.plan_id !== undefined && typed.option ? optionChoiceValue(typed.plan_id, typed.option) : '';
        setValues({ ...typed, new_option: chosen });
        setReviewed({ preview, request });
      }}
    />
  );
  return title ? (
    <>
      <h3 tabIndex={-1} ref={headingRef}>
        {title}
      </h3>
      {form}
    </>
  ) : (
    form
  );
}
