import { NOT_YOUR_ENROLLMENT } from '../../../domain/forms/signInForm';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { portalsOpenTo } from '../../access/portalChoice';
import { repOfGroup } from '../../access/repOwnership';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable, PortalTable } from '../../db/schema';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

/** An applicant's enrollment already has its portal (stored by its landing, link or an earlier choice). */
export const PORTAL_ALREADY_CHOSEN = 'The enrollment portal is already chosen';

/** Portals and groups for the chooser on start pages and the plan page; one rule says which. */
export function portalHandlers(
  deps: AppDeps,
): HandlersFor<'getEnrollmentPlatforms' | 'getAgentGroups' | 'updateFilterPortal'> {
  /** Only the rep themself may list their portals and groups. */
  const ownRep = (account: AccountTable, agentId: number) => {
    if (account.kind !== 'agent' || account.agent_id !== agentId)
      throw fieldError('agent_id', NOT_YOUR_ENROLLMENT, 403);
  };

  return {
    async getEnrollmentPlatforms({ query, request }) {
      const listed = (rows: PortalTable[]) => ({
        result: rows.map((p) => ({ platform_group_id: p.id, platform_name: p.name, platform_code: p.code })),
      });
      // An enrollment's own browser (an applicant's too) lists what that enrollment may choose.
      if (query.enrollment_id !== undefined) {
        const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
        return listed(await portalsOpenTo(deps.db, row));
      }
      if (query.agent_id === undefined) throw fieldError('agent_id', 'Field is required');
      const account = await requireAccount(deps, request);
      // A group administrator chooses among the portals of the group's rep.
      const groupsRep = account.kind === 'group' ? await repOfGroup(deps.db, account.group_id) : null;
      if (groupsRep !== query.agent_id) ownRep(account, query.agent_id);
      const rows = await deps.db
        .selectFrom('portals')
        .selectAll()
        .where('agent_id', '=', query.agent_id)
        .orderBy('id')
        .execute();
      return listed(rows);
    },

    async getAgentGroups({ query, request }) {
      ownRep(await requireAccount(deps, request), query.agent_id);
      const rows = await deps.db
        .selectFrom('groups')
        .select(['id', 'name'])
        .where('agent_id', '=', query.agent_id)
        .orderBy('name')
        .execute();
      return { result: rows.map((g) => ({ gid: g.id, gname: g.name })) };
    },

    async updateFilterPortal({ body, request }) {
      // A rep's or group's enrollment opens only for its own signed-in rep or administrator.
      const { row, account } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const agentId = account?.kind === 'agent' ? account.agent_id : null;
      if (!account && row.portal_id !== null) {
        // An applicant chooses once; a referral link's or landing's portal is not theirs to change.
        throw fieldError('platform_group_id', PORTAL_ALREADY_CHOSEN, 409);
      }
      const open = await portalsOpenTo(deps.db, row);
      if (!open.some((portal) => portal.id === body.platform_group_id))
        throw fieldError('platform_group_id', 'Please choose a platform');
      if (
        body.group_id !== undefined &&
        (row.eprocess !== 'rep' || (await repOfGroup(deps.db, body.group_id)) !== agentId)
      ) {
        throw fieldError('group_id', 'Please choose a group');
      }
      await deps.db
        .updateTable('enrollments')
        .set({
          portal_id: body.platform_group_id,
          ...(body.group_id !== undefined ? { group_id: body.group_id } : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      return { updated: true };
    },
  };
}
