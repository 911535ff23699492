import { z } from 'zod';
import { agentCodeForm, groupCodeForm } from '../domain/forms/accessCodeForm';
import { endpoint } from './endpoint';
import { numericId } from './wireFields';

/** What a rep's or group's landing page and the header show about them. */
const landingInfo = z.object({
  display_name: z.string(),
  display_phone: z.string(),
  display_email: z.string(),
  tagline: z.string(),
  display_about_name: z.string(),
  logo: z.string(),
  image: z.string(),
  image_link: z.string(),
  banner_image: z.string(),
});

export const validateLandingPage = endpoint({
  method: 'GET',
  path: 'validate-landing-page',
  summary: 'Finds the rep or group whose landing page a slug names; 404 when there is none.',
  query: z.object({
    landing_page: z
      .string()
      .trim()
      .min(1, 'Page not found')
      .max(100, 'Page not found')
      .regex(/^[A-Za-z0-9-]+$/, 'Page not found'),
  }),
  data: z.object({
    type: z.enum(['agent', 'group']),
    agent_id: z.number(),
    group_id: z.number().nullable(),
  }),
});

export const getAgentLandingPageInfo = endpoint({
  method: 'GET',
  path: 'get-agent-landing-page-info',
  summary:
    "A rep's landing and header details: display name, phone, e-mail, tagline, images and bio; the rep's code only on a site whose tools menu carries it.",
  query: z.object({ agent_id: numericId }),
  /** agent_code: sent only where the screen uses it (the tools menu's repCode links). */
  data: landingInfo.extend({ agent_code: z.string().optional(), agent_bio: z.string() }),
});

export const getGroupLandingPageInfo = endpoint({
  method: 'GET',
  path: 'get-group-landing-page-info',
  summary: "A group's landing and header details, with its about text.",
  query: z.object({ group_id: numericId }),
  /** agent_code: the group's rep's code, sent only on a site whose tools menu carries it. */
  data: landingInfo.extend({ gweb_aboutus: z.string(), agent_code: z.string().optional() }),
});

export const validateAgent = endpoint({
  method: 'GET',
  path: 'validate-agent',
  summary: "Finds a rep by access code, for the footer's Access Code confirmation; 404 when unknown.",
  query: agentCodeForm,
  data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    agent_code: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The rep's landing path, or null when none is set up. */
    landing_url: z.string().nullable(),
  }),
});

export const validateGroup = endpoint({
  method: 'GET',
  path: 'validate-group',
  summary:
    "Finds a company by enrollment code, for the footer's Employee Enrollment confirmation; 404 when unknown.",
  query: groupCodeForm,
  data: z.object({ name: z.string(), landing_url: z.string().nullable() }),
});
