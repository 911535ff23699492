import { AGENT_CODE_UNKNOWN, GROUP_CODE_UNKNOWN } from '../../../domain/forms/accessCodeForm';
import { showsToolsMenu } from '../../../domain/sites';
import { reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { brandingOf, requestDomain } from '../../sites/siteBranding';

interface StoredLanding {
  display_name: string;
  display_phone: string;
  display_email: string;
  tagline: string;
  display_about_name: string;
  logo: string;
  image: string;
  image_link: string;
  banner_image: string;
  agent_bio?: string;
  gweb_aboutus?: string;
}

const landingUrl = (slug: string | null) => (slug ? `/${slug}` : null);
const MAX_CODE_FAILURES = 20;
export const TOO_MANY_CODES = 'Too many codes tried. Please try again in 15 minutes.';
const codeKey = (ip: string) => `code-ip:${ip}`;

/** The public face of reps and groups: landing slugs, landing details and the footer's code lookups. */
export function landingHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'validateLandingPage'
  | 'getAgentLandingPageInfo'
  | 'getGroupLandingPageInfo'
  | 'validateAgent'
  | 'validateGroup'
  | 'getEnrollmentInfoReferral'
> {
  const shown = (info: StoredLanding) => ({
    display_name: info.display_name,
    display_phone: info.display_phone,
    display_email: info.display_email,
    tagline: info.tagline,
    display_about_name: info.display_about_name,
    logo: info.logo,
    image: info.image,
    image_link: info.image_link,
    banner_image: info.banner_image,
  });

  /**
   * Unknown codes are counted per address, written down before the look-up (so look-ups sent at once
   * cannot all run): codes cannot be found by trying them all. A code that is found is taken back.
   */
  const codeAttempt = async (ip: string, target: string) => {
    const attempt = await reserveAttempt(deps, [{ key: codeKey(ip), limit: MAX_CODE_FAILURES }]);
    if (attempt.refused) throw fieldError(target, TOO_MANY_CODES, 429);
    return attempt;
  };

  /**
   * A rep's code goes only where the screen uses it: on a branded site that shows the tools menu (whose
   * links carry it), for that site's own rep or group. Asked by id anywhere else, it is left out.
   */
  const codeShownOn = async (
    request: { hostname?: string },
    owner: { agentId?: number; groupId?: number },
  ) => {
    const site = await deps.db
      .selectFrom('sites')
      .select(['agent_id', 'group_id', 'kind', 'settings'])
      .where('domain', '=', requestDomain(request))
      .executeTakeFirst();
    const ownSite =
      site !== undefined &&
      ((owner.agentId !== undefined && site.agent_id === owner.agentId) ||
        (owner.groupId !== undefined && site.group_id === owner.groupId));
    return ownSite && showsToolsMenu(brandingOf(site));
  };

  return {
    async validateLandingPage({ query }) {
      const slug = query.landing_page.toLowerCase();
      const group = await deps.db
        .selectFrom('groups')
        .select(['id', 'agent_id'])
        .where('landing_slug', '=', slug)
        .executeTakeFirst();
      if (group) return { type: 'group' as const, agent_id: group.agent_id, group_id: group.id };
      const agent = await deps.db
        .selectFrom('agents')
        .select('id')
        .where('landing_slug', '=', slug)
        .executeTakeFirst();
      if (agent) return { type: 'agent' as const, agent_id: agent.id, group_id: null };
      throw notFound('landing_page', 'Page not found');
    },

    async getAgentLandingPageInfo({ query, request }) {
      const agent = await deps.db
        .selectFrom('agents')
        .select(['code', 'landing_info'])
        .where('id', '=', query.agent_id)
        .executeTakeFirst();
      if (!agent) throw notFound('agent_id', 'Unknown representative');
      const info = fromJsonText<StoredLanding>(agent.landing_info);
      const code = (await codeShownOn(request, { agentId: query.agent_id }))
        ? { agent_code: agent.code }
        : {};
      return { ...shown(info), ...code, agent_bio: info.agent_bio ?? '' };
    },

    async getGroupLandingPageInfo({ query, request }) {
      const group = await deps.db
        .selectFrom('groups')
        .innerJoin('agents', 'agents.id', 'groups.agent_id')
        .select(['groups.landing_info', 'agents.code'])
        .where('groups.id', '=', query.group_id)
        .executeTakeFirst();
      if (!group) throw notFound('group_id', 'Unknown group');
      const info = fromJsonText<StoredLanding>(group.landing_info);
      const code = (await codeShownOn(request, { groupId: query.group_id }))
        ? { agent_code: group.code }
        : {};
      return { ...shown(info), gweb_aboutus: info.gweb_aboutus ?? '', ...code };
    },

    async validateAgent({ query, request }) {
      const attempt = await codeAttempt(request.ip, 'agent_code');
      const agent = await deps.db
        .selectFrom('agents')
        .select(['first_name', 'last_name', 'code', 'email', 'phone', 'landing_slug'])
        .where('code', '=', query.agent_code)
        .executeTakeFirst();
      if (!agent) throw notFound('agent_code', AGENT_CODE_UNKNOWN);
      await attempt.takeBack();
      return {
        first_name: agent.first_name,
        last_name: agent.last_name,
        agent_code: agent.code,
        email: agent.email,
        phone: agent.phone,
        landing_url: landingUrl(agent.landing_slug),
      };
    },

    async getEnrollmentInfoReferral({ query }) {
      const link = await deps.db
        .selectFrom('referrals')
        .innerJoin('agents', 'agents.id', 'referrals.agent_id')
        .select([
          'referrals.agent_id',
          'referrals.group_id',
          'referrals.portal_id',
          'referrals.active',
          'agents.first_name',
          'agents.last_name',
          'agents.phone',
          'agents.email',
        ])
        .where('referrals.id', '=', query.referral_id.toUpperCase())
        .executeTakeFirst();
      if (!link) throw notFound('referral_id', 'Referral not found');
      if (link.active !== 1) {
        return {
          agent_id: null,
          group_id: null,
          portal_id: null,
          valid_referral_link: false,
          referrer_info: null,
        };
      }
      return {
        agent_id: link.agent_id,
        group_id: link.group_id,
        portal_id: link.portal_id,
        valid_referral_link: true,
        referrer_info: { name: `${link.first_name} ${link.last_name}`, phone: link.phone, email: link.email },
      };
    },

    async validateGroup({ query, request }) {
      const attempt = await codeAttempt(request.ip, 'group_code');
      const group = await deps.db
        .selectFrom('groups')
        .select(['name', 'landing_slug'])
        .where('code', '=', query.group_code)
        .executeTakeFirst();
      if (!group) throw notFound('group_code', GROUP_CODE_UNKNOWN);
      await attempt.takeBack();
      return { name: group.name, landing_url: landingUrl(group.landing_slug) };
    },
  };
}
