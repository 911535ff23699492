import { z } from 'zod';
import { COVERAGES } from '../domain/coverages';
import { endpoint } from './endpoint';
import { listResult } from './wireFields';

/** A host name as the browser sends it: letters, digits, dots and hyphens. */
const siteDomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Site not found')
  .max(253, 'Site not found')
  .regex(/^[a-z0-9.-]+$/, 'Site not found');

export const getDomainSiteInformation = endpoint({
  method: 'GET',
  path: 'get-domainSite-infromation',
  summary: 'The group and rep a site domain belongs to (the doctor-branded host); 404 for an unknown domain.',
  query: z.object({ site_domain: siteDomain }),
  data: z.object({ kind: z.string(), gid: z.number().nullable(), agent_id: z.number().nullable() }),
});

export const getExternalSiteDynamicInformation = endpoint({
  method: 'GET',
  path: 'get-external-site-dynamic-information',
  summary:
    "A site's branding as key/value pairs (logo, banner, icons, colour); an unknown domain gets the default site's. Cached in the browser.",
  query: z.object({ site_domain: siteDomain }),
  data: z.object({ result: z.record(z.string(), z.string()) }),
});

export const getCoverages = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'v2/coverages',
  summary: 'The coverage interests the eligibility wizard offers.',
  data: listResult(z.object({ code: z.enum(COVERAGES), label: z.string() })),
});

export const getDefaultInfo = endpoint({
  method: 'GET',
  path: 'get-default-info',
  summary:
    "The store's defaults: whether to ask for the visitor's location, and the support phone (the site's, from the catalog package's site.json; empty when it has none).",
  data: z.object({ show_location_banner: z.boolean(), support_phone: z.string() }),
});
