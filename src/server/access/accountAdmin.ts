import { randomInt } from 'node:crypto';
import { passwordProblem } from '../../domain/passwordRules';
import { hashPassword } from '../adapters/passwordHash';
import type { Db } from '../db/database';
import { toJsonText } from '../db/json';

// The operator's account work (npm run accounts): reps, their portals and groups, group
// administrators, passwords, disabling.

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new rep's, portal's or group's code: 8 characters that cannot be mistaken for one another. */
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A refusal of the operator's command, said in words the command prints as they are. */
export class AccountAdminError extends Error {}

/** Every password set here follows domain/passwordRules.ts; the account's e-mail is one of its inputs. */
function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new AccountAdminError(problem);
}

const normalEmail = (email: string) => {
  const value = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new AccountAdminError(`Not an e-mail address: ${email}`);
  return value;
};

async function nextId(db: Db, table: 'agents' | 'accounts' | 'groups' | 'portals'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

async function checkFree(db: Db, username: string): Promise<void> {
  const taken = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw new AccountAdminError(`An account already signs in as ${username}`);
}

/** An account that may sign in: a rep's (agentId) or a group administrator's (groupId). */
async function insertAccount(
  db: Db,
  account: {
    username: string;
    passwordHash: string;
    kind: 'agent' | 'group';
    agentId: number | null;
    groupId: number | null;
  },
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: await nextId(db, 'accounts'),
      username: account.username,
      password_hash: account.passwordHash,
      kind: account.kind,
      agent_id: account.agentId,
      group_id: account.groupId,
      disabled_at: null,
    })
    .execute();
}

/** A new rep (with a random 8-character code and no landing page yet) and the rep's account. */
export async function addRep(
  db: Db,
  input: { email: string; firstName: string; lastName: string; phone?: string; password: string },
): Promise<{ agentId: number; code: string }> {
  const username = normalEmail(input.email);
  checkPassword(input.password, username);
  await checkFree(db, username);
  const passwordHash = await hashPassword(input.password);
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const agentId = await nextId(trx, 'agents');
    await trx
      .insertInto('agents')
      .values({
        id: agentId,
        code,
        first_name: input.firstName.trim(),
        middle_name: '',
        last_name: input.lastName.trim(),
        email: username,
        phone: input.phone?.replace(/\D/g, '') ?? '',
        landing_slug: null,
        landing_info: toJsonText({ display_name: `${input.firstName.trim()} ${input.lastName.trim()}` }),
        landing_portal_id: null,
      })
      .execute();
    await insertAccount(trx, { username, passwordHash, kind: 'agent', agentId, groupId: null });
    return { agentId, code };
  });
}

async function checkRep(db: Db, agentId: number): Promise<void> {
  const rep = await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  if (!rep) throw new AccountAdminError(`No rep ${agentId}`);
}

const checkName = (name: string) => {
  const value = name.trim();
  if (value === '' || value.length > 120)
    throw new AccountAdminError('A name of 1 to 120 characters is needed');
  return value;
};

/** A portal (platform) a rep sells through: a rep's members are enrolled through one. */
export async function addPortal(
  db: Db,
  input: { agentId: number; name: string },
): Promise<{ portalId: number; code: string }> {
  const name = checkName(input.name);
  await checkRep(db, input.agentId);
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const portalId = await nextId(trx, 'portals');
    await trx.insertInto('portals').values({ id: portalId, name, code, agent_id: input.agentId }).execute();
    return { portalId, code };
  });
}

/** An employer group of a rep's, with no landing page yet; its administrators are added with addGroupAdmin. */
export async function addGroup(
  db: Db,
  input: { agentId: number; name: string },
): Promise<{ groupId: number; code: string }> {
  const name = checkName(input.name);
  await checkRep(db, input.agentId);
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const groupId = await nextId(trx, 'groups');
    await trx
      .insertInto('groups')
      .values({
        id: groupId,
        name,
        code,
        agent_id: input.agentId,
        landing_slug: null,
        landing_info: toJsonText({ display_name: name }),
        menu_categories: null,
        landing_portal_id: null,
      })
      .execute();
    return { groupId, code };
  });
}

/** An administrator account for an existing group. */
export async function addGroupAdmin(
  db: Db,
  input: { email: string; groupId: number; password: string },
): Promise<void> {
  const username = normalEmail(input.email);
  checkPassword(input.password, username);
  await checkFree(db, username);
  const group = await db.selectFrom('groups').select('id').where('id', '=', input.groupId).executeTakeFirst();
  if (!group) throw new AccountAdminError(`No group ${input.groupId}`);
  const passwordHash = await hashPassword(input.password);
  await db
    .transaction()
    .execute((trx) =>
      insertAccount(trx, { username, passwordHash, kind: 'group', agentId: null, groupId: input.groupId }),
    );
}

async function accountIdOf(db: Db, email: string): Promise<number> {
  const username = normalEmail(email);
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!account) throw new AccountAdminError(`No account signs in as ${username}`);
  return account.id;
}

/** A new password; the account's sessions end, so a stolen one stops working. Enables a disabled account. */
export async function setPassword(db: Db, input: { email: string; password: string }): Promise<void> {
  checkPassword(input.password, normalEmail(input.email));
  const id = await accountIdOf(db, input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, disabled_at: null })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
  });
}

/** The account no longer signs in: its open sessions end at once, and its unused sign-in links go. */
export async function disableAccount(db: Db, input: { email: string; at: Date }): Promise<void> {
  const id = await accountIdOf(db, input.email);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ disabled_at: input.at.toISOString() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
    await trx.deleteFrom('sign_in_links').where('account_id', '=', id).execute();
  });
}
