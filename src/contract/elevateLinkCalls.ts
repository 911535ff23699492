import { z } from 'zod';
import { endpoint } from './endpoint';
import { numericId } from './wireFields';

/** The path of an Elevate group site; its group travels sealed in `id`. */
export const ELEVATE_SITE_PATH = '/websites?group=elevate&id=';

export const getAgentElevateLinks = endpoint({
  method: 'GET',
  path: 'get-agent-elevate-links',
  summary:
    "The signed-in rep's own groups that have an Elevate site, each with its shareable link (group sealed); 404 for anyone else's.",
  query: z.object({ agent_id: numericId }),
  data: z.object({
    result: z.array(
      z.object({
        gid: z.number(),
        gname: z.string(),
        /** Site-relative: /websites?group=elevate&id=<sealed group id>. */
        link: z.string(),
      }),
    ),
  }),
});
