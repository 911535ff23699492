import { getAgentInfoEnroll, getGroupInfoEnroll } from '../../contract/storefrontCalls';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { useEnrollContext } from '../session/enrollContext';

/**
 * The rep and the group a shopper came through (their link, landing or code), for the cart's
 * contacts and the enroller code's hint. Nothing for a rep or group administrator enrolling for
 * someone: they are the contact.
 */
export function useEnrollmentContacts() {
  const context = useEnrollContext();
  const shopper = context?.eprocess === 'applicant';
  const agentId = shopper ? (context?.agent_id ?? null) : null;
  const groupId = shopper ? (context?.group_id ?? null) : null;
  const rep = useQuery({
    ...callQuery(getAgentInfoEnroll, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null,
    staleTime: 5 * 60_000,
  });
  const group = useQuery({
    ...callQuery(getGroupInfoEnroll, { query: { group_id: groupId ?? 0 } }),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
  const a = rep.data;
  return {
    rep: a,
    repName: a ? [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ') : '',
    group: group.data,
  };
}
