import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, listResult, numericId } from './wireFields';

/** A signed-in rep's own enrollment portals and groups; nobody else's. */
export const getEnrollmentPlatforms = endpoint({
  method: 'GET',
  path: 'get-enrollment-platforms',
  summary: "The signed-in rep's enrollment portals.",
  query: z.object({ agent_id: numericId }),
  data: listResult(
    z.object({ platform_group_id: z.number(), platform_name: z.string(), platform_code: z.string() }),
  ),
});

export const getAgentGroups = endpoint({
  method: 'GET',
  path: 'get-agent-groups',
  summary: "The signed-in rep's groups.",
  query: z.object({ agent_id: numericId }),
  data: listResult(z.object({ gid: z.number(), gname: z.string() })),
});

export const updateFilterPortal = endpoint({
  method: 'POST',
  path: 'update-filter-portal',
  summary:
    "Sets the portal (and for a rep, optionally the group) of the signed-in rep's or group's enrollment.",
  body: z.object({
    enrollment_id: enrollmentId,
    platform_group_id: numericId,
    group_id: numericId.optional(),
  }),
  data: z.object({ updated: z.boolean() }),
});
