import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { decodeLinkTab } from '../../../contract/resumeRoutes';
import { directContinue } from '../../../contract/saveEnrollmentCalls';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { clearStoredState } from '../../session/clearStoredState';
import { takeUp } from '../../session/resumed';
import { usePageTitle } from '../../site/usePageTitle';

/** /direct-continue/{id}/{tab}: the e-mail's link resumes the saved enrollment here, once, at the link's tab. */
export function DirectContinuePage() {
  usePageTitle('Continue Enrollment');
  const { id = '', tab = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef('');
  useEffect(() => {
    if (started.current === id) return;
    started.current = id;
    clearStoredState();
    queryClient.clear();
    callApi(directContinue, { params: { id } })
      .then((resumed) => navigate(takeUp(resumed, decodeLinkTab(tab)), { replace: true }))
      .catch((error: unknown) =>
        setProblem(
          error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.',
        ),
      );
  });
  if (!problem) return <p>Opening your enrollment…</p>;
  return (
    <section>
      <h1>Continue Enrollment</h1>
      <p role="alert">{problem}</p>
      <Link to="/continue-enrollment">Continue with your code instead</Link>
    </section>
  );
}
