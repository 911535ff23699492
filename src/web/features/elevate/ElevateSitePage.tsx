import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { decryptDetail, getElevateInfo, trackElevateTraffic } from '../../../contract/elevateCalls';
import { callApi } from '../../api/callApi';
import { callKey } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { EligibilityForm } from '../../components/EligibilityForm';
import { clearStoredState } from '../../session/clearStoredState';
import { readEnrollContext, setEnrollContext } from '../../session/enrollContext';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';
import { ElevatePicks } from './ElevatePicks';

const LANDING_SLUG = /^[A-Za-z0-9-]{1,100}$/;

/**
 * /websites?group=…: a group's site. A plain group's name is its landing page; the Elevate group
 * site (group=elevate) carries its group as a sealed id (&id=…), opened by decrypt-detail.
 */
export function ElevateSitePage() {
  const [params] = useSearchParams();
  const group = params.get('group') ?? '';
  const sealed = params.get('id') ?? '';
  if (group.toLowerCase() !== 'elevate') {
    return <Navigate to={LANDING_SLUG.test(group) ? `/${group}` : '/404'} replace />;
  }
  return <ElevateSite sealed={sealed} />;
}

/** The Elevate group site: who it is for, then the shopper's details, then the one-page pick. */
function ElevateSite({ sealed }: { sealed: string }) {
  const queryClient = useQueryClient();
  const enrollmentId = useEnrollmentId();
  const [ready, setReady] = useState(false);
  const site = useQuery({
    // Two calls (the link opened, then the site's details): keyed by the first, which names the link.
    queryKey: callKey(decryptDetail, { body: { ids: { groupId: sealed } } }),
    queryFn: async () => {
      const opened = await callApi(decryptDetail, { body: { ids: { groupId: sealed } } });
      if (opened.groupId === null) throw new Error('no group in the link');
      return await callApi(getElevateInfo, { query: { group_id: opened.groupId } });
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const info = site.data;
  usePageTitle(info ? `${info.group_name} Benefits` : null);

  useEffect(() => {
    if (!info) return;
    const stored = readEnrollContext();
    const same =
      stored?.group_id === info.group_id &&
      stored.platform_group_id === info.portal_id &&
      stored.agent_id === info.agent_id;
    // Another store's enrollment and choices go; coming back to this site keeps its cart.
    if (!same) {
      clearStoredState();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== callKey(decryptDetail)[0],
      });
      setEnrollContext({
        eprocess: 'applicant',
        open_type: 'group',
        agent_id: info.agent_id,
        group_id: info.group_id,
        platform_group_id: info.portal_id,
      });
    }
    setReady(true);
  }, [info, queryClient]);

  // The enrollment started here is counted once for the group (the server ignores repeats).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !enrollmentId || tracked.current === enrollmentId) return;
    tracked.current = enrollmentId;
    void callApi(trackElevateTraffic, { body: { enrollment_id: enrollmentId } }).catch(() => undefined);
  }, [ready, enrollmentId]);

  if (site.isError) return <Navigate to="/404" replace />;
  if (!info || !ready) return <p>Loading…</p>;
  return (
    <section className="elevate-site" aria-labelledby="elevate-title">
      <h1 id="elevate-title">{info.group_name} Benefits</h1>
      {enrollmentId ? (
        <>
          <ElevatePicks enrollmentId={enrollmentId} />
          <p>
            <Link to="/cart">View Cart</Link>
          </p>
        </>
      ) : (
        <EligibilityForm onSaved={() => undefined} />
      )}
    </section>
  );
}
