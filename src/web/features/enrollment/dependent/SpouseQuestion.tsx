import { type FormEvent, useId, useState } from 'react';
import { SPOUSE_STATUS_MESSAGE } from '../../../../domain/dependentCounts';
import { fieldId } from '../../../ui/Field';

export const SPOUSE_QUESTION = 'Will you be Enrolling your spouse ?';

/**
 * Premier mode's first question for a family (document 3, 4.1): Yes or No, 'Please Select'
 * shown but not choosable; Confirm without a choice says 'Please select spouse status'.
 */
export function SpouseQuestion({ onAnswer }: { onAnswer: (enroll: boolean) => void }) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const id = fieldId('spouse_status');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== 'yes' && choice !== 'no') {
      setError(SPOUSE_STATUS_MESSAGE);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    onAnswer(choice === 'yes');
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="entry-form">
      <h2 id={titleId} className="visually-hidden">
        Spouse
      </h2>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={id}>{SPOUSE_QUESTION}</label>
        <select
          id={id}
          name="spouse_status"
          value={choice}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(null);
          }}
        >
          <option value="" disabled>
            Please Select
          </option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Confirm
        </button>
      </div>
    </form>
  );
}
