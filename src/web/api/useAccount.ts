import { whoAmI } from '../../contract/authCalls';
import { callApi } from './callApi';
import { useQuery } from './useQuery';

/** The signed-in rep or group administrator, if any (auth/me). */
export function useAccount() {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: () => callApi(whoAmI) });
}
