import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../contract/authCalls';
import { callApi } from '../api/callApi';
import { useAccount } from '../api/useAccount';
import { setEnrollContext } from '../session/enrollContext';
import { setEnrollmentId } from '../session/enrollmentSession';

/** "Sign In", or the signed-in rep's or group's name with "Sign Out". */
export function AccountMenu() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useAccount();
  const out = useMutation({
    mutationFn: () => callApi(signOut),
    onSuccess: async () => {
      // What the rep or group chose for the next enrollment leaves with them.
      setEnrollContext(null);
      setEnrollmentId(null);
      queryClient.clear();
      await navigate('/');
    },
  });
  if (!me.data) return null;
  if (!me.data.account) return <Link to="/sign-in">Sign In</Link>;
  return (
    <span className="account-menu">
      <Link to={me.data.account.kind === 'group' ? '/group-home' : '/agent-home'}>
        {me.data.account.name}
      </Link>
      {/* A space in the text too, so the name and Sign Out are read (and copied) as two words. */}{' '}
      <button type="button" className="button button--link" onClick={() => out.mutate()}>
        Sign Out
      </button>
    </span>
  );
}
