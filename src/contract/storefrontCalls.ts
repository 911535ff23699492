import { z } from 'zod';
import { endpoint } from './endpoint';
import { numericId } from './wireFields';

/** What the header's "About {name}" pop-up shows of a rep or a group. */
const aboutPage = z.object({
  display_about_name: z.string(),
  display_name: z.string(),
  /** The rep's bio or the group's about text, plain text. */
  about_text: z.string(),
  image: z.string(),
  display_phone: z.string(),
  display_email: z.string(),
});

export const getAgentAboutPageInfo = endpoint({
  method: 'GET',
  path: 'get-agent-about-page-info',
  summary:
    "A rep's About pop-up: the about name, bio, picture and how to reach them; 404 for an unknown rep.",
  query: z.object({ agent_id: numericId }),
  data: aboutPage,
});

export const getGroupAboutPageInfo = endpoint({
  method: 'GET',
  path: 'get-group-about-page-info',
  summary:
    "A group's About pop-up: the about name, about text, picture and contact; 404 for an unknown group.",
  query: z.object({ group_id: numericId }),
  data: aboutPage,
});

export const getGoenrollFooterPlan = endpoint({
  method: 'GET',
  path: 'get-goenroll-footer-plan',
  summary:
    "The plan the footer links to (the store's own setting), while it is active; plan_id null when none is set.",
  data: z.object({ plan_id: z.number().nullable(), plan_name: z.string().nullable() }),
});

export const getAgentInfoEnroll = endpoint({
  method: 'GET',
  path: 'get-agent-info-enroll',
  summary:
    "The rep an enrollment is made with: id, names and contact, and the rep's code only to the rep signed in; 404 for an unknown rep.",
  query: z.object({ agent_id: numericId }),
  data: z.object({
    agent_id: z.number(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    /** The rep's enrollment code: null unless the rep themself is signed in. */
    agent_code: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
});

export const getGroupInfoEnroll = endpoint({
  method: 'GET',
  path: 'get-group-info-enroll',
  summary:
    "The group an enrollment is made for: gid and gname, and its rep's code and the group's enrollment code only to its own rep or administrator.",
  query: z.object({ group_id: numericId }),
  data: z.object({
    gid: z.number(),
    gname: z.string(),
    /** The group's rep's code: null unless the signed-in rep or administrator serves the group. */
    gagent_code: z.string().nullable(),
    /** The employee enrollment code: null unless the signed-in rep or administrator serves the group. */
    gcode: z.string().nullable(),
  }),
});

export const getMemberInfo = endpoint({
  method: 'GET',
  path: 'get-member-info',
  summary:
    "A current member's name and contact, only to the signed-in rep or group administrator who serves them (404 otherwise).",
  query: z.object({ user_id: numericId }),
  data: z.object({
    user_id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    group_id: z.number().nullable(),
  }),
});

export const getExternalSiteInformation = endpoint({
  method: 'GET',
  path: 'get-external-site-infromation',
  summary:
    "An external site (the /external route's site query) by name: whose site it is (group and rep ids); 404 when unknown.",
  query: z.object({
    site_name: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Site not found')
      .max(100, 'Site not found')
      .regex(/^[a-z0-9-]+$/, 'Site not found'),
  }),
  data: z.object({
    site_name: z.string(),
    display_name: z.string(),
    agent_id: z.number(),
    group_id: z.number().nullable(),
  }),
});
