import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { changeFilterInfo } from '../../../contract/filterCalls';
import { getGroupAgentMemberInfo } from '../../../contract/memberCalls';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { getFilterInfoQuery } from '../../api/enrollmentQueries';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { TierChoiceForm } from '../../components/TierChoiceForm';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';

// Its own chunk: the member's coverage and its change forms load after the welcome.
const MemberCoverage = lazy(async () => ({
  default: (await import('./MemberCoverage')).MemberCoverage,
}));

/** /member-home: "Welcome {first} {last}" for a member who came by their link, the tier, and their coverage. */
export function MemberHomePage() {
  usePageTitle('Member home');
  const enrollmentId = useEnrollmentId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const who = useQuery({
    ...callQuery(
      getGroupAgentMemberInfo,
      { query: { enrollment_id: enrollmentId ?? '' } },
      queryKeys.enrollment(enrollmentId ?? ''),
    ),
    enabled: Boolean(enrollmentId),
    retry: false,
  });
  const filter = useQuery({ ...getFilterInfoQuery(enrollmentId ?? ''), enabled: Boolean(enrollmentId) });
  const member = who.data?.result.user_info;
  if (enrollmentId && who.isPending) return <p>Loading…</p>;
  if (!enrollmentId || !member) {
    return (
      <section>
        <h1>Member home</h1>
        <p>Open the store from the link in your member dashboard to see your plans.</p>
        <Link to="/">Back to Homepage</Link>
      </section>
    );
  }
  return (
    <section>
      <h1>
        Welcome {member.first_name} {member.last_name}
      </h1>
      {filter.data ? (
        <TierChoiceForm
          initial={filter.data.tier}
          onChoose={async (tier) => {
            await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: { tier } });
            await queryClient.invalidateQueries();
            await navigate('/plans');
          }}
        />
      ) : null}
      <Suspense fallback={<p role="status">Loading your coverage…</p>}>
        <MemberCoverage enrollmentId={enrollmentId} />
      </Suspense>
    </section>
  );
}
