import { getAgentGroups, getEnrollmentPlatforms } from '../../contract/portalCalls';
import { callQuery } from './callQuery';

/** A rep's enrollment portals (for a group administrator, the group's rep's), for useQuery. */
export function platformsQuery(agentId: number | null) {
  return {
    ...callQuery(getEnrollmentPlatforms, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null,
  };
}

/** A rep's groups, for useQuery; only a signed-in rep may ask. */
export function agentGroupsQuery(agentId: number | null, isRep: boolean) {
  return {
    ...callQuery(getAgentGroups, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null && isRep,
  };
}

/** The portals an enrollment may choose from (an applicant's are its rep's), for its own browser. */
export function enrollmentPlatformsQuery(enrollmentId: string) {
  return callQuery(getEnrollmentPlatforms, { query: { enrollment_id: enrollmentId } });
}
