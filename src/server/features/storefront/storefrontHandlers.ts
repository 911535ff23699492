import type { FastifyRequest } from 'fastify';
import { currentAccount, requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { requestDomain, siteBranding } from '../../sites/siteBranding';

interface StoredAbout {
  display_name?: string;
  display_about_name?: string;
  display_phone?: string;
  display_email?: string;
  image?: string;
  agent_bio?: string;
  gweb_aboutus?: string;
}

export const MEMBER_INFO_NOT_FOUND = 'Member not found';

/** Whether the caller is signed in as this rep. */
async function isTheRep(deps: AppDeps, request: FastifyRequest, agentId: number): Promise<boolean> {
  const account = await currentAccount(deps, request);
  return account?.kind === 'agent' && account.agent_id === agentId;
}

/**
 * Document 1's remaining storefront look-ups: the header's About pop-up, the footer's plan link,
 * the rep, group and member an enrollment is made with, and external sites by name.
 */
export function storefrontHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'getAgentAboutPageInfo'
  | 'getGroupAboutPageInfo'
  | 'getGoenrollFooterPlan'
  | 'getAgentInfoEnroll'
  | 'getGroupInfoEnroll'
  | 'getMemberInfo'
  | 'getExternalSiteInformation'
> {
  const about = (info: StoredAbout, aboutText: string) => ({
    display_about_name: info.display_about_name ?? info.display_name ?? '',
    display_name: info.display_name ?? '',
    about_text: aboutText,
    image: info.image ?? '',
    display_phone: info.display_phone ?? '',
    display_email: info.display_email ?? '',
  });

  return {
    async getAgentAboutPageInfo({ query }) {
      const agent = await deps.db
        .selectFrom('agents')
        .select('landing_info')
        .where('id', '=', query.agent_id)
        .executeTakeFirst();
      if (!agent) throw notFound('agent_id', 'Unknown representative');
      const info = fromJsonText<StoredAbout>(agent.landing_info);
      return about(info, info.agent_bio ?? '');
    },

    async getGroupAboutPageInfo({ query }) {
      const group = await deps.db
        .selectFrom('groups')
        .select('landing_info')
        .where('id', '=', query.group_id)
        .executeTakeFirst();
      if (!group) throw notFound('group_id', 'Unknown group');
      const info = fromJsonText<StoredAbout>(group.landing_info);
      return about(info, info.gweb_aboutus ?? '');
    },

    async getGoenrollFooterPlan({ request }) {
      // The visitor's own site's setting, else the default site's.
      const planId = Number((await siteBranding(deps.db, requestDomain(request))).footer_plan_id);
      if (!Number.isSafeInteger(planId) || planId <= 0) return { plan_id: null, plan_name: null };
      const plan = await deps.db
        .selectFrom('plans')
        .select(['id', 'name'])
        .where('id', '=', planId)
        .where('active', '=', 1)
        .executeTakeFirst();
      // A retired plan is not linked: the footer shows no link rather than a dead one.
      return plan ? { plan_id: plan.id, plan_name: plan.name } : { plan_id: null, plan_name: null };
    },

    async getAgentInfoEnroll({ query, request }) {
      const agent = await deps.db
        .selectFrom('agents')
        .select(['id', 'first_name', 'middle_name', 'last_name', 'code', 'email', 'phone'])
        .where('id', '=', query.agent_id)
        .executeTakeFirst();
      if (!agent) throw notFound('agent_id', 'Unknown representative');
      return {
        agent_id: agent.id,
        first_name: agent.first_name,
        middle_name: agent.middle_name,
        last_name: agent.last_name,
        // A rep's code lets whoever holds it enroll under the rep: it goes to the rep alone.
        agent_code: (await isTheRep(deps, request, agent.id)) ? agent.code : null,
        email: agent.email,
        phone: agent.phone,
      };
    },

    async getGroupInfoEnroll({ query, request }) {
      const group = await deps.db
        .selectFrom('groups')
        .innerJoin('agents', 'agents.id', 'groups.agent_id')
        .select(['groups.id', 'groups.name', 'groups.code', 'groups.agent_id', 'agents.code as agent_code'])
        .where('groups.id', '=', query.group_id)
        .executeTakeFirst();
      if (!group) throw notFound('group_id', 'Unknown group');
      const account = await currentAccount(deps, request);
      // The employee enrollment code lets anyone join the group, and the rep's code lets anyone enroll
      // under the rep: only the group's own rep or administrator sees them.
      const serves =
        account !== null &&
        ((account.kind === 'group' && account.group_id === group.id) ||
          (account.kind === 'agent' && account.agent_id === group.agent_id));
      return {
        gid: group.id,
        gname: group.name,
        gagent_code: serves ? group.agent_code : null,
        gcode: serves ? group.code : null,
      };
    },

    async getMemberInfo({ query, request }) {
      const account = await requireAccount(deps, request);
      const member = await deps.db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name', 'email', 'agent_id', 'group_id'])
        .where('id', '=', query.user_id)
        .executeTakeFirst();
      const serves =
        member !== undefined &&
        ((account.kind === 'agent' && member.agent_id === account.agent_id) ||
          (account.kind === 'group' && member.group_id !== null && member.group_id === account.group_id));
      // Someone else's member and no member at all read the same, so ids cannot be probed.
      if (!member || !serves) throw notFound('user_id', MEMBER_INFO_NOT_FOUND);
      return {
        user_id: member.id,
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        group_id: member.group_id,
      };
    },

    async getExternalSiteInformation({ query }) {
      const group = await deps.db
        .selectFrom('groups')
        .select(['id', 'agent_id', 'name', 'landing_slug'])
        .where('landing_slug', '=', query.site_name)
        .executeTakeFirst();
      if (group)
        return {
          site_name: query.site_name,
          display_name: group.name,
          agent_id: group.agent_id,
          group_id: group.id,
        };
      const agent = await deps.db
        .selectFrom('agents')
        .select(['id', 'first_name', 'last_name'])
        .where('landing_slug', '=', query.site_name)
        .executeTakeFirst();
      if (!agent) throw notFound('site_name', 'Site not found');
      return {
        site_name: query.site_name,
        display_name: `${agent.first_name} ${agent.last_name}`,
        agent_id: agent.id,
        group_id: null,
      };
    },
  };
}
