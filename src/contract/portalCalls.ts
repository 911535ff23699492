import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, listResult, numericId } from './wireFields';

/**
 * A signed-in rep's own enrollment portals (agent_id), or the portals an enrollment may choose
 * from, for that enrollment's own browser (enrollment_id: an applicant's are its rep's).
 */
export const getEnrollmentPlatforms = endpoint({
  method: 'GET',
  path: 'get-enrollment-platforms',
  summary: "The signed-in rep's enrollment portals, or those an enrollment may choose from.",
  query: z
    .object({ agent_id: numericId.optional(), enrollment_id: enrollmentId.optional() })
    .refine((q) => q.agent_id !== undefined || q.enrollment_id !== undefined, {
      message: 'Field is required',
      path: ['agent_id'],
    }),
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
    "Sets the portal (and for a rep, optionally the group) of the signed-in rep's or group's enrollment, or of an applicant's own enrollment not yet given one.",
  body: z.object({
    enrollment_id: enrollmentId,
    platform_group_id: numericId,
    group_id: numericId.optional(),
  }),
  data: z.object({ updated: z.boolean() }),
});
