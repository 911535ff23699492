import { Link, Navigate } from 'react-router';
import { useAccount } from '../../api/useAccount';
import { usePageTitle } from '../../site/usePageTitle';
import { ElevateLinks } from './ElevateLinks';
import { SignInNeeded } from './SignInNeeded';
import { StartEnrollment } from './StartEnrollment';

/** /agent-home: the signed-in rep's welcome and the start of an enrollment. */
export function AgentHomePage() {
  usePageTitle('Rep home');
  const me = useAccount();
  if (!me.data) return <p>Loading…</p>;
  const account = me.data.account;
  if (!account) return <SignInNeeded />;
  if (account.kind === 'group') return <Navigate to="/group-home" replace />;
  return (
    <div className="start-page">
      <h1>Welcome {account.name}</h1>
      {account.agent_id ? <StartEnrollment kind="agent" agentId={account.agent_id} groupId={null} /> : null}
      <p>
        <Link to="/book-of-business">Book of Business</Link>: your enrollments in progress and submitted
      </p>
      {account.agent_id ? <ElevateLinks agentId={account.agent_id} /> : null}
    </div>
  );
}
