import { Link } from 'react-router';
import { agentGroupsQuery, platformsQuery } from '../../api/portalQueries';
import { useAccount } from '../../api/useAccount';
import { useQuery } from '../../api/useQuery';
import { EligibilityForm } from '../../components/EligibilityForm';
import { useEnrollContext } from '../../session/enrollContext';
import { usePageTitle } from '../../site/usePageTitle';

/**
 * /home: the eligibility form once a rep or group has chosen a portal (and a group): it says whom
 * the enrollment is for, and the form starts it in that portal.
 */
export function HomePage() {
  usePageTitle('Enrollment');
  const context = useEnrollContext();
  const me = useAccount();
  const agentId = me.data?.account?.agent_id ?? null;
  const platforms = useQuery(platformsQuery(agentId));
  const groups = useQuery(agentGroupsQuery(agentId, me.data?.account?.kind === 'agent'));
  const portal = platforms.data?.result.find((p) => p.platform_group_id === context?.platform_group_id);
  const group =
    groups.data?.result.find((g) => g.gid === context?.group_id)?.gname ??
    (me.data?.account?.kind === 'group' ? me.data.account.name : undefined);
  const start = me.data?.account?.kind === 'group' ? '/group-home' : '/agent-home';
  return (
    <div className="home-page">
      <h1>Enrollment</h1>
      {context && context.eprocess !== 'applicant' ? (
        <p className="enroll-for">
          {context.group_id ? `New member of ${group ?? 'the group'}` : 'New member'}
          {portal ? ` through ${portal.platform_name}` : ''}. <Link to={start}>Change</Link>
        </p>
      ) : null}
      <EligibilityForm />
    </div>
  );
}
