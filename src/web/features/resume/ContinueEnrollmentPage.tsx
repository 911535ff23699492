import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { continueEnrollment } from '../../../contract/saveEnrollmentCalls';
import { continueForm } from '../../../domain/forms/resumeForms';
import { callApi } from '../../api/callApi';
import { useServerForm } from '../../forms/useServerForm';
import { clearStoredState } from '../../session/clearStoredState';
import { takeUp } from '../../session/resumed';
import { usePageTitle } from '../../site/usePageTitle';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';

/** /continue-enrollment: the e-mailed code and the e-mail it went to resume a saved enrollment here. */
export function ContinueEnrollmentPage() {
  usePageTitle('Continue Enrollment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearStoredState();
    queryClient.clear();
  }, [queryClient]);
  const { form, submit, attempt, summary, errorOf } = useServerForm(continueForm, {
    defaultValues: { code: '', email: '' },
    onValid: async (values) => {
      const resumed = await callApi(continueEnrollment, { body: values });
      await navigate(takeUp(resumed));
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="continue-title">
      <h1 id="continue-title">Continue Enrollment</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Enter Code"
        autoComplete="one-time-code"
        maxLength={8}
        error={errorOf('code')}
        {...form.register('code')}
      />
      <TextField
        label="Enter Email Address"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Continue
      </button>
    </form>
  );
}
