import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { requestSignInLink, signInWithLink } from '../../../contract/authCalls';
import {
  SIGN_IN_LINK_ASKED,
  SIGN_IN_LINK_MINUTES,
  signInLinkAskForm,
} from '../../../domain/forms/signInLinkForms';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useServerForm } from '../../forms/useServerForm';
import { usePageTitle } from '../../site/usePageTitle';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';

/**
 * /sign-in/link: a rep or group administrator asks for a one-time sign-in link by e-mail, a way in that
 * guessed passwords cannot block. Opened from the e-mail (/sign-in/link#secret), the page takes the
 * secret out of the address at once, posts it, and signs this browser in; a link that no longer works
 * says so above the form that asks for a new one.
 */
export function SignInLinkPage() {
  usePageTitle('Sign In by E-mail');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  // The fragment never reaches a server; it is read once, before the address loses it.
  const [token] = useState(() => hash.replace(/^#/, ''));
  const [signingIn, setSigningIn] = useState(token !== '');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    void navigate({ pathname: '/sign-in/link', hash: '' }, { replace: true });
    callApi(signInWithLink, { body: { token } })
      .then(async (account) => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.auth() });
        await navigate(account.kind === 'group' ? '/group-home' : '/agent-home', { replace: true });
      })
      .catch((error: unknown) => {
        setLinkProblem(
          error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.',
        );
        setSigningIn(false);
      });
  }, [token, navigate, queryClient]);
  const { form, submit, attempt, summary, errorOf } = useServerForm(signInLinkAskForm, {
    defaultValues: { email: '' },
    onValid: async (values) => {
      setAsked(false);
      await callApi(requestSignInLink, { body: values });
      setAsked(true);
    },
  });
  if (signingIn) return <p role="status">Signing you in…</p>;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-link-title">
      <h1 id="sign-in-link-title">Sign In by E-mail</h1>
      {linkProblem ? (
        <p className="message--bad" role="alert">
          {linkProblem}
        </p>
      ) : null}
      <p>
        Enter the e-mail address you sign in with. We will send it a link that signs you in once, within{' '}
        {SIGN_IN_LINK_MINUTES} minutes.
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Send Sign-In Link
      </button>
      <p className="message--ok" role="status">
        {asked ? SIGN_IN_LINK_ASKED : null}
      </p>
      <p>
        <Link to="/sign-in">Sign in with your password</Link>
      </p>
    </form>
  );
}
