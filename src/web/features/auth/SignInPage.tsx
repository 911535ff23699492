import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signIn } from '../../../contract/authCalls';
import { signInForm } from '../../../domain/forms/signInForm';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useServerForm } from '../../forms/useServerForm';
import { usePageTitle } from '../../site/usePageTitle';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';

/** Reps and group administrators sign in here before they can see members or groups. */
export function SignInPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, submit, attempt, summary, errorOf } = useServerForm(signInForm, {
    defaultValues: { username: '', password: '' },
    onValid: async (values) => {
      const account = await callApi(signIn, { body: values });
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth() });
      await navigate(account.kind === 'group' ? '/group-home' : '/agent-home');
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign In</h1>
      <p>For representatives and group administrators.</p>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errorOf('username')}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errorOf('password')}
        {...form.register('password')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Sign In
      </button>
      <p>
        Cannot sign in with your password? <Link to="/sign-in/link">E-mail me a sign-in link</Link>
      </p>
    </form>
  );
}
