import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';

/** What the web is told about a signed-in account (auth/me and both ways of signing in answer it). */
export async function accountSummary(deps: Pick<AppDeps, 'db'>, account: AccountTable) {
  let name = '';
  if (account.agent_id !== null) {
    const agent = await deps.db
      .selectFrom('agents')
      .select(['first_name', 'last_name'])
      .where('id', '=', account.agent_id)
      .executeTakeFirst();
    name = agent ? `${agent.first_name} ${agent.last_name}` : '';
  }
  // A group administrator works through the group's rep: their portals, their contact.
  let agentId = account.agent_id;
  if (account.group_id !== null) {
    const group = await deps.db
      .selectFrom('groups')
      .select(['name', 'agent_id'])
      .where('id', '=', account.group_id)
      .executeTakeFirst();
    name = group?.name ?? '';
    agentId = group?.agent_id ?? null;
  }
  return {
    kind: account.kind === 'group' ? ('group' as const) : ('agent' as const),
    name,
    agent_id: agentId,
    group_id: account.group_id,
  };
}
