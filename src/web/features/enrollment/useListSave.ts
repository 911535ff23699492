import { useState } from 'react';
import { ApiError } from '../../api/apiError';
import type { SummaryItem } from '../../ui/ErrorSummary';

/** Saving a whole list on Next: busy flag, the server's messages for the summary, and the attempt count. */
export function useListSave(save: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      await save();
    } catch (error) {
      const list =
        error instanceof ApiError
          ? error.fieldErrors.map((e) => ({ name: e.target_element, message: e.error_message }))
          : [{ name: 'form', message: 'Something went wrong. Please try again.' }];
      setErrors(
        list.length > 0 ? list : [{ name: 'form', message: 'Something went wrong. Please try again.' }],
      );
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, attempt, run };
}
