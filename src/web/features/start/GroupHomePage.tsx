import { Link, Navigate } from 'react-router';
import { useAccount } from '../../api/useAccount';
import { usePageTitle } from '../../site/usePageTitle';
import { SignInNeeded } from './SignInNeeded';
import { StartEnrollment } from './StartEnrollment';

/** /group-home: the signed-in group administrator's welcome and the start of an enrollment. */
export function GroupHomePage() {
  usePageTitle('Group home');
  const me = useAccount();
  if (!me.data) return <p>Loading…</p>;
  const account = me.data.account;
  if (!account) return <SignInNeeded />;
  if (account.kind === 'agent') return <Navigate to="/agent-home" replace />;
  return (
    <div className="start-page">
      <h1>Welcome {account.name}</h1>
      {account.agent_id ? (
        <StartEnrollment kind="group" agentId={account.agent_id} groupId={account.group_id} />
      ) : null}
      <p>
        <Link to="/book-of-business">Book of Business</Link>: your enrollments in progress and submitted
      </p>
    </div>
  );
}
