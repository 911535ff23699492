import { DOCTOR_SITE_KIND } from '../../domain/sites';
import { AccountAdminError } from '../access/accountAdmin';
import type { Db } from '../db/database';

/** A host name as a request's Host gives it (without a port): labels of letters, digits and hyphens. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface DoctorSiteAdded {
  host: string;
  group: { id: number; name: string } | null;
  rep: { id: number; name: string };
}

/**
 * A doctor-branded site on its own host name (`sites`, kind doctor): its landing page is the six-step
 * wizard, and the group and rep given become its visitors' (the rep is the group's when only the group
 * is given). It starts with the store's own face (the default site's settings), to be branded after.
 */
export async function addDoctorSite(
  db: Db,
  input: { host: string; groupId?: number; agentId?: number },
): Promise<DoctorSiteAdded> {
  const host = input.host.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_PATTERN.test(host))
    throw new AccountAdminError(
      `--host takes a host name without scheme, port or path (like doctor.agency.example): ${input.host} is not`,
    );
  if (input.groupId === undefined && input.agentId === undefined)
    throw new AccountAdminError("Give the site's --group ID (its rep is the group's), or --rep ID");
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('sites')
      .select('domain')
      .where('domain', '=', host)
      .executeTakeFirst();
    if (taken) throw new AccountAdminError(`A site already answers at ${host}`);
    const group =
      input.groupId === undefined
        ? null
        : ((await trx
            .selectFrom('groups')
            .select(['id', 'name', 'agent_id'])
            .where('id', '=', input.groupId)
            .executeTakeFirst()) ?? null);
    if (input.groupId !== undefined && !group) throw new AccountAdminError(`No group ${input.groupId}`);
    const agentId = input.agentId ?? group?.agent_id;
    const rep = await trx
      .selectFrom('agents')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', agentId ?? -1)
      .executeTakeFirst();
    if (!rep) throw new AccountAdminError(`No rep ${agentId}`);
    if (group && group.agent_id !== rep.id)
      throw new AccountAdminError(`Group ${group.id} is rep ${group.agent_id}'s, not rep ${rep.id}'s`);
    const store = await trx
      .selectFrom('sites')
      .select('settings')
      .where('kind', '=', 'default')
      .orderBy('domain')
      .executeTakeFirst();
    await trx
      .insertInto('sites')
      .values({
        domain: host,
        kind: DOCTOR_SITE_KIND,
        agent_id: rep.id,
        group_id: group?.id ?? null,
        settings: store?.settings ?? '{}',
      })
      .execute();
    return {
      host,
      group: group ? { id: group.id, name: group.name } : null,
      rep: { id: rep.id, name: `${rep.first_name} ${rep.last_name}` },
    };
  });
}
