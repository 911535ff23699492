import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from '../../../domain/forms/signInForm';
import { clearFailures, recentFailures, recordFailure } from '../../access/failedAttempts';
import { currentAccount, endSession, startSession } from '../../access/sessionAccess';
import { verifyPassword } from '../../adapters/passwordHash';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

const MAX_PER_USER = 5;
const MAX_PER_ADDRESS = 20;
/** Verified against when the username is unknown, so both cases take the same time. */
const DUMMY_HASH = 'scrypt:32768:8:1:q5dpCYEkyzMEOghJ6AEQlw:ywkiUGe48Y7SKRn-jQcieT_opryNJyir9gKmigsJCPM';

export function authHandlers(deps: AppDeps): HandlersFor<'signIn' | 'signOut' | 'whoAmI'> {
  const describe = async (account: AccountTable) => {
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
  };

  return {
    async signIn({ body, request, reply }) {
      const username = body.username.toLowerCase();
      const userKey = `user:${username}`;
      const addressKey = `ip:${request.ip}`;
      if (
        (await recentFailures(deps, userKey)) >= MAX_PER_USER ||
        (await recentFailures(deps, addressKey)) >= MAX_PER_ADDRESS
      ) {
        throw fieldError('username', TOO_MANY_ATTEMPTS, 429);
      }
      const account = await deps.db
        .selectFrom('accounts')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      const ok = await verifyPassword(body.password, account?.password_hash ?? DUMMY_HASH);
      if (!account || !ok) {
        await recordFailure(deps, [userKey, addressKey]);
        throw fieldError('password', SIGN_IN_FAILED, 401);
      }
      await clearFailures(deps, userKey);
      await startSession(deps, reply, account.id);
      return describe(account);
    },

    async signOut({ request, reply }) {
      await endSession(deps, request, reply);
      return { signed_out: true };
    },

    async whoAmI({ request }) {
      const account = await currentAccount(deps, request);
      return { signed_in: account !== null, account: account ? await describe(account) : null };
    },
  };
}
