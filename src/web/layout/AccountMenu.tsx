import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { signOut, whoAmI } from '../../contract/authCalls';
import { callApi } from '../api/callApi';

/** "Sign In", or the signed-in rep's or group's name with "Sign Out". */
export function AccountMenu() {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: () => callApi(whoAmI) });
  const out = useMutation({
    mutationFn: () => callApi(signOut),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
  if (!me.data) return null;
  if (!me.data.account) return <Link to="/sign-in">Sign In</Link>;
  return (
    <span className="account-menu">
      <span>{me.data.account.name}</span>
      <button type="button" className="button button--link" onClick={() => out.mutate()}>
        Sign Out
      </button>
    </span>
  );
}
