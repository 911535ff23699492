import { getAgentGroups, getEnrollmentPlatforms } from '../../contract/portalCalls';
import { callApi } from './callApi';

/** A rep's enrollment portals (for a group administrator, the group's rep's), for useQuery. */
export function platformsQuery(agentId: number | null) {
  return {
    queryKey: ['platforms', agentId] as const,
    queryFn: () => callApi(getEnrollmentPlatforms, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null,
  };
}

/** A rep's groups, for useQuery; only a signed-in rep may ask. */
export function agentGroupsQuery(agentId: number | null, isRep: boolean) {
  return {
    queryKey: ['agent-groups', agentId] as const,
    queryFn: () => callApi(getAgentGroups, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null && isRep,
  };
}

/** The portals an enrollment may choose from (an applicant's are its rep's), for its own browser. */
export function enrollmentPlatformsQuery(enrollmentId: string) {
  return {
    queryKey: ['platforms', 'enrollment', enrollmentId] as const,
    queryFn: () => callApi(getEnrollmentPlatforms, { query: { enrollment_id: enrollmentId } }),
  };
}
