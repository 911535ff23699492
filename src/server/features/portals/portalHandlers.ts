import { NOT_YOUR_ENROLLMENT } from '../../../domain/forms/signInForm';
import { loadOpenEnrollment } from '../../access/enrollmentAccess';
import { repOfGroup, repOfPortal } from '../../access/repOwnership';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

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
      return {
        result: rows.map((p) => ({ platform_group_id: p.id, platform_name: p.name, platform_code: p.code })),
      };
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
      const { row } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const account = await requireAccount(deps, request);
      const agentId = account.kind === 'agent' ? account.agent_id : null;
      // The enrollment must be this rep's or this group's own.
      if (
        (row.eprocess === 'rep' && row.agent_id !== agentId) ||
        (row.eprocess === 'group' && row.group_id !== account.group_id)
      ) {
        throw fieldError('enrollment_id', NOT_YOUR_ENROLLMENT, 403);
      }
      const portalOwner = row.eprocess === 'rep' ? agentId : await repOfGroup(deps.db, account.group_id);
      const portalRep = await repOfPortal(deps.db, body.platform_group_id);
      if (portalRep === null || portalRep !== portalOwner)
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
