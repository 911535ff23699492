import { z } from 'zod';
import { endpoint } from './endpoint';
import { enrollmentId, numericId } from './wireFields';

/** The message for a sealed id that is malformed, forged, tampered with or of another kind. */
export const SEALED_ID_INVALID = 'This link is not valid';

/** A sealed id as it travels in an Elevate link: base64url parts joined by dots. */
const sealedId = z
  .string()
  .trim()
  .max(400, SEALED_ID_INVALID)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, SEALED_ID_INVALID);

export const decryptDetail = endpoint({
  method: 'POST',
  host: 'benefit',
  path: 'decrypt-detail',
  summary:
    "Opens the sealed ids of an Elevate link with the store's secret box; a tampered, forged or swapped id is refused at its field.",
  body: z.object({
    ids: z
      .object({
        portalId: sealedId.optional(),
        planId: sealedId.optional(),
        userID: sealedId.optional(),
        agentId: sealedId.optional(),
        groupId: sealedId.optional(),
      })
      .strict(),
  }),
  data: z.object({
    portalId: z.number().nullable(),
    planId: z.number().nullable(),
    userID: z.number().nullable(),
    agentId: z.number().nullable(),
    groupId: z.number().nullable(),
  }),
});

export const getElevateInfo = endpoint({
  method: 'GET',
  path: 'get-elevate-info',
  summary: "An Elevate group site's portal, rep and name; 404 when the group has no Elevate site.",
  query: z.object({ group_id: numericId }),
  data: z.object({
    portal_id: z.number(),
    group_id: z.number(),
    agent_id: z.number(),
    group_name: z.string(),
  }),
});

export const trackElevateTraffic = endpoint({
  method: 'POST',
  path: 'track-elevate-traffic',
  summary:
    "Counts an enrollment started on an Elevate group site, once per enrollment (the browser's own only).",
  body: z.object({ enrollment_id: enrollmentId }),
  data: z.object({ tracked: z.boolean() }),
});
