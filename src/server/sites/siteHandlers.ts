import { COVERAGES, coverageLabel } from '../../domain/coverages';
import type { AppDeps } from '../appDeps';
import { notFound } from '../http/appError';
import type { HandlersFor } from '../http/registerEndpoints';
import { requestDomain, siteBranding } from './siteBranding';

export function siteHandlers(
  deps: AppDeps,
): HandlersFor<
  'getDomainSiteInformation' | 'getExternalSiteDynamicInformation' | 'getCoverages' | 'getDefaultInfo'
> {
  const site = (domain: string) =>
    deps.db.selectFrom('sites').selectAll().where('domain', '=', domain).executeTakeFirst();

  return {
    async getDomainSiteInformation({ query }) {
      const found = await site(query.site_domain);
      if (!found) throw notFound('site_domain', 'Site not found');
      return { kind: found.kind, gid: found.group_id, agent_id: found.agent_id };
    },

    async getExternalSiteDynamicInformation({ query }) {
      return { result: await siteBranding(deps.db, query.site_domain) };
    },

    async getDefaultInfo({ request }) {
      // The store's own support line (site.json's phone), when no rep or group is known; '' for none.
      const branding = await siteBranding(deps.db, requestDomain(request));
      return {
        show_location_banner: deps.config.SHOW_LOCATION_BANNER,
        support_phone: branding.support_phone ?? '',
      };
    },

    async getCoverages() {
      return { result: COVERAGES.map((code) => ({ code, label: coverageLabel(code) })) };
    },
  };
}
