import { SEALED_ID_INVALID } from '../../../contract/elevateCalls';
import { ELEVATE_SITE_PATH } from '../../../contract/elevateLinkCalls';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { openSealedId, type SealedIdKind, sealId } from '../../access/sealedIds';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

const KINDS: SealedIdKind[] = ['portalId', 'planId', 'userID', 'agentId', 'groupId'];
export const NOT_ELEVATE = 'This group has no Elevate site';
export const NOT_STARTED_ON_ELEVATE = 'This enrollment was not started on an Elevate site';
/** Anyone but the rep themself asking for a rep's Elevate links: the same answer as an unknown rep. */
export const NO_ELEVATE_LINKS = 'Representative not found';

/** The Elevate group site: its sealed link ids, its portal, and the enrollments started on it. */
export function elevateHandlers(
  deps: AppDeps,
): HandlersFor<'decryptDetail' | 'getElevateInfo' | 'trackElevateTraffic' | 'getAgentElevateLinks'> {
  const elevateSite = (groupId: number) =>
    deps.db
      .selectFrom('elevate_sites')
      .innerJoin('groups', 'groups.id', 'elevate_sites.group_id')
      .select(['elevate_sites.group_id', 'elevate_sites.portal_id', 'groups.agent_id', 'groups.name'])
      .where('elevate_sites.group_id', '=', groupId)
      .executeTakeFirst();

  return {
    async decryptDetail({ body }) {
      const opened = { portalId: null, planId: null, userID: null, agentId: null, groupId: null } as Record<
        SealedIdKind,
        number | null
      >;
      for (const kind of KINDS) {
        const sealed = body.ids[kind];
        if (sealed === undefined) continue;
        const id = openSealedId(deps.secretBox, kind, sealed);
        // Tampered, forged or another kind's id: refused at its own field, nothing opened.
        if (id === null) throw fieldError(`ids.${kind}`, SEALED_ID_INVALID, 400);
        opened[kind] = id;
      }
      return {
        portalId: opened.portalId,
        planId: opened.planId,
        userID: opened.userID,
        agentId: opened.agentId,
        groupId: opened.groupId,
      };
    },

    async getElevateInfo({ query }) {
      const site = await elevateSite(query.group_id);
      if (!site) throw notFound('group_id', NOT_ELEVATE);
      return {
        portal_id: site.portal_id,
        group_id: site.group_id,
        agent_id: site.agent_id,
        group_name: site.name,
      };
    },

    async getAgentElevateLinks({ query, request }) {
      const account = await requireAccount(deps, request);
      // Only the rep themself: another rep's or a group administrator's request reads as not found.
      if (account.kind !== 'agent' || account.agent_id !== query.agent_id)
        throw notFound('agent_id', NO_ELEVATE_LINKS);
      const sites = await deps.db
        .selectFrom('elevate_sites')
        .innerJoin('groups', 'groups.id', 'elevate_sites.group_id')
        .select(['groups.id', 'groups.name'])
        .where('groups.agent_id', '=', query.agent_id)
        .orderBy('groups.name')
        .execute();
      return {
        result: sites.map((site) => ({
          gid: site.id,
          gname: site.name,
          link: `${ELEVATE_SITE_PATH}${sealId(deps.secretBox, 'groupId', site.id)}`,
        })),
      };
    },

    async trackElevateTraffic({ body, request }) {
      const { row: enrollment } = await loadOwnedEnrollment(deps, request, body.enrollment_id);
      const site = enrollment.group_id === null ? undefined : await elevateSite(enrollment.group_id);
      if (!site || enrollment.portal_id !== site.portal_id)
        throw fieldError('enrollment_id', NOT_STARTED_ON_ELEVATE, 409);
      const inserted = await deps.db
        .insertInto('elevate_visits')
        .values({
          enrollment_id: enrollment.id,
          group_id: site.group_id,
          visited_at: deps.now().toISOString(),
        })
        .onConflict((oc) => oc.column('enrollment_id').doNothing())
        .executeTakeFirst();
      // Counted once per enrollment: a reload does not count the visit again.
      return { tracked: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },
  };
}
