import { getAgentLandingPageInfo, getGroupLandingPageInfo } from '../../contract/landingCalls';
import { callQuery } from '../api/callQuery';
import { useAccount } from '../api/useAccount';
import { useQuery } from '../api/useQuery';
import { useEnrollContext } from '../session/enrollContext';

export interface StoreOwner {
  kind: 'agent' | 'group';
  /** The rep's or group's id, for the About pop-up's own call. */
  id: number;
  displayName: string;
  aboutName: string;
  phone: string;
  email: string;
  tagline: string;
  about: string;
  agentCode: string | null;
}

/**
 * The rep or group the visitor deals with: the one whose landing page they came through, or the
 * signed-in rep or group administrator. Null on the plain store.
 */
export function useStoreOwner(): StoreOwner | null {
  const context = useEnrollContext();
  const account = useAccount().data?.account ?? null;
  const groupId = context?.group_id ?? (account?.kind === 'group' ? account.group_id : null) ?? null;
  const agentId = context?.agent_id ?? account?.agent_id ?? null;
  const group = useQuery({
    ...callQuery(getGroupLandingPageInfo, { query: { group_id: groupId ?? 0 } }),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
  const agent = useQuery({
    ...callQuery(getAgentLandingPageInfo, { query: { agent_id: agentId ?? 0 } }),
    enabled: groupId === null && agentId !== null,
    staleTime: 5 * 60_000,
  });
  if (groupId !== null && group.data) {
    const g = group.data;
    return {
      kind: 'group',
      id: groupId,
      displayName: g.display_name,
      aboutName: g.display_about_name,
      phone: g.display_phone,
      email: g.display_email,
      tagline: g.tagline,
      about: g.gweb_aboutus,
      agentCode: g.agent_code ?? null,
    };
  }
  if (groupId === null && agent.data) {
    const a = agent.data;
    return {
      kind: 'agent',
      id: agentId ?? 0,
      displayName: a.display_name,
      aboutName: a.display_about_name,
      phone: a.display_phone,
      email: a.display_email,
      tagline: a.tagline,
      about: a.agent_bio,
      agentCode: a.agent_code ?? null,
    };
  }
  return null;
}
