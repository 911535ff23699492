import { PLAIN_STORE_NAME } from '../../domain/sites';
import type { AppDeps } from '../appDeps';
import { fromJsonText } from '../db/json';

/** The site whose branding an unknown domain gets. */
export const DEFAULT_SITE = 'localhost';

export type SiteBranding = Record<string, string>;

/** The domain a request was made to (its Host without the port, in lower case): the site it asks for. */
export function requestDomain(request: { hostname?: string }): string {
  return (request.hostname ?? '').split(':')[0]?.toLowerCase() ?? '';
}

/**
 * A site's branding (logo, banner, icons, colour, kind) by its domain, or the default site's for a
 * domain that has none: what `get-external-site-dynamic-information` answers and the page shell carries.
 */
export async function siteBranding(db: AppDeps['db'], domain: string): Promise<SiteBranding> {
  const sites = await db
    .selectFrom('sites')
    .select(['domain', 'kind', 'settings'])
    .where('domain', 'in', [domain, DEFAULT_SITE])
    .execute();
  const found =
    sites.find((site) => site.domain === domain) ?? sites.find((site) => site.domain === DEFAULT_SITE);
  return brandingOf(found);
}

/** A site row's branding: its text settings and its kind ('default' when there is no site). */
export function brandingOf(site: { kind: string; settings: string } | undefined): SiteBranding {
  const settings = site ? fromJsonText<Record<string, unknown>>(site.settings) : {};
  const result: SiteBranding = {};
  for (const [key, value] of Object.entries(settings)) if (typeof value === 'string') result[key] = value;
  result.site_kind = site?.kind ?? 'default';
  return result;
}

/**
 * The store's name as its people see it (the default site's `site_name`, from the package's site.json),
 * or the plain one: for what leaves the page (e-mails, the PDF's properties), never the demo's name.
 */
export async function storeName(db: AppDeps['db']): Promise<string> {
  return (await siteBranding(db, DEFAULT_SITE)).site_name || PLAIN_STORE_NAME;
}
