import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { validateLandingPage } from '../../../contract/landingCalls';
import { callApi } from '../../api/callApi';
import { useQuery } from '../../api/useQuery';
import { clearStoredState } from '../../session/clearStoredState';
import { setEnrollContext } from '../../session/enrollContext';
import { LandingPage } from './LandingPage';

/**
 * /{landing}: a rep's or group's own landing page. The slug is checked with the server; a known
 * one clears what this browser had stored and makes that rep or group the visitor's, an unknown
 * one goes to /404.
 */
export function LandingSlugPage() {
  const slug = useParams().landing ?? '';
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();
  const landing = useQuery({
    queryKey: ['validate-landing', slug],
    queryFn: () => callApi(validateLandingPage, { query: { landing_page: slug } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = landing.data;
  useEffect(() => {
    if (!data) return;
    clearStoredState();
    // Answers read for what was stored (cart, menu, filter) go with it; this landing's stay.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'validate-landing' });
    setEnrollContext({
      eprocess: 'applicant',
      open_type: data.type,
      agent_id: data.agent_id,
      ...(data.group_id === null ? {} : { group_id: data.group_id }),
    });
    setReady(true);
  }, [data, queryClient]);
  if (landing.isError) return <Navigate to="/404" replace />;
  if (!ready) return <p>Loading…</p>;
  return <LandingPage />;
}
