import { whoAmI } from '../../contract/authCalls';
import { callQuery } from './callQuery';
import { queryKeys } from './queryKeys';
import { useQuery } from './useQuery';

/** The signed-in rep or group administrator, if any (auth/me). */
export function useAccount() {
  return useQuery(callQuery(whoAmI, {}, queryKeys.auth()));
}
