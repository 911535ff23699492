import { randomInt } from 'node:crypto';
import { landingSlugProblem, slugOfName } from '../../domain/landingSlug';
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
): Promise<number> {
  const id = await nextId(db, 'accounts');
  await db
    .insertInto('accounts')
    .values({
      id,
      username: account.username,
      password_hash: account.passwordHash,
      kind: account.kind,
      agent_id: account.agentId,
      group_id: account.groupId,
      disabled_at: null,
    })
    .execute();
  return id;
}

/**
 * What a new rep's or group's landing page shows until its details are written: the name, phone and
 * e-mail, no tagline and no images (the store's own are shown).
 */
const landingInfo = (name: string, phone: string, email: string) => ({
  display_name: name,
  display_phone: phone,
  display_email: email,
  tagline: '',
  display_about_name: name,
  logo: '',
  image: '',
  image_link: '',
  banner_image: '',
});

/** A rep added: ids, the access code, the landing page slug and the first enroller code. */
export interface RepAdded {
  agentId: number;
  accountId: number;
  /** The footer's Access Code: opens the store as this rep's. */
  code: string;
  /** The landing page's address: /<slug>. */
  slug: string;
  /** The code a group employee enters on Personal Information, naming this rep as the enroller. */
  enrollerCode: string;
}

/**
 * A new rep with the rep's account, a landing page (the slug given, else one made of the name, with a
 * number added when another has it), a random 8-character access code and an enroller code.
 */
export async function addRep(
  db: Db,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    phone?: string;
    password: string;
    slug?: string;
  },
): Promise<RepAdded> {
  const username = normalEmail(input.email);
  checkPassword(input.password, username);
  await checkFree(db, username);
  const firstName = checkName(input.firstName);
  const lastName = checkName(input.lastName);
  const passwordHash = await hashPassword(input.password);
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const slug = await landingSlugFor(trx, input.slug, `${firstName} ${lastName}`);
    const agentId = await nextId(trx, 'agents');
    await trx
      .insertInto('agents')
      .values({
        id: agentId,
        code,
        first_name: firstName,
        middle_name: '',
        last_name: lastName,
        email: username,
        phone: input.phone?.replace(/\D/g, '') ?? '',
        landing_slug: slug,
        landing_info: toJsonText(
          landingInfo(`${firstName} ${lastName}`, input.phone?.replace(/\D/g, '') ?? '', username),
        ),
        landing_portal_id: null,
      })
      .execute();
    const accountId = await insertAccount(trx, {
      username,
      passwordHash,
      kind: 'agent',
      agentId,
      groupId: null,
    });
    const enrollerCode = await addEnrollerCode(trx, agentId, `${firstName} ${lastName}`);
    return { agentId, accountId, code, slug, enrollerCode };
  });
}

async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const rep = await db.selectFrom('agents').select('id').where('landing_slug', '=', slug).executeTakeFirst();
  const group = await db
    .selectFrom('groups')
    .select('id')
    .where('landing_slug', '=', slug)
    .executeTakeFirst();
  return rep !== undefined || group !== undefined;
}

/**
 * The landing slug to use: the operator's (refused when it is not a slug, is one of the store's pages
 * or another's), else one made of `name` (dana-wu, then dana-wu-2, …).
 */
async function landingSlugFor(db: Db, chosen: string | undefined, name: string): Promise<string> {
  if (chosen !== undefined) {
    const slug = chosen.trim();
    const problem = landingSlugProblem(slug);
    if (problem) throw new AccountAdminError(problem);
    if (await slugTaken(db, slug))
      throw new AccountAdminError(`Another rep or group has the landing page /${slug}`);
    return slug;
  }
  const base = slugOfName(name) || 'rep';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (landingSlugProblem(slug) === null && !(await slugTaken(db, slug))) return slug;
  }
}

/** A new active enroller code of the rep's: the name's initials and four digits (DW4821), unused before. */
async function addEnrollerCode(db: Db, agentId: number, name: string): Promise<string> {
  const initials =
    slugOfName(name)
      .split('-')
      .map((word) => word[0] ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 4) || 'EC';
  for (let tries = 0; ; tries += 1) {
    // Four digits, or six once the name's initials have few left.
    const digits = tries < 20 ? 4 : 6;
    const code = `${initials}${String(randomInt(10 ** digits)).padStart(digits, '0')}`;
    const used = await db
      .selectFrom('enroller_codes')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    if (used) continue;
    await db.insertInto('enroller_codes').values({ code, agent_id: agentId, active: 1 }).execute();
    return code;
  }
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

/**
 * An employer group of a rep's; its administrators are added with addGroupAdmin. With a slug it has a
 * landing page anyone may enroll from; without, its employees come by invitation (its code or links).
 */
export async function addGroup(
  db: Db,
  input: { agentId: number; name: string; slug?: string },
): Promise<{ groupId: number; code: string; slug: string | null }> {
  const name = checkName(input.name);
  await checkRep(db, input.agentId);
  const code = newCode();
  return db.transaction().execute(async (trx) => {
    const slug = input.slug === undefined ? null : await landingSlugFor(trx, input.slug, name);
    const groupId = await nextId(trx, 'groups');
    await trx
      .insertInto('groups')
      .values({
        id: groupId,
        name,
        code,
        agent_id: input.agentId,
        landing_slug: slug,
        landing_info: toJsonText(landingInfo(name, '', '')),
        menu_categories: null,
        landing_portal_id: null,
        asks_enroller_code: 0,
        member_store: 0,
      })
      .execute();
    return { groupId, code, slug };
  });
}

/** An administrator account for an existing group; answers the account's id and the group's name. */
export async function addGroupAdmin(
  db: Db,
  input: { email: string; groupId: number; password: string },
): Promise<{ accountId: number; groupName: string }> {
  const username = normalEmail(input.email);
  checkPassword(input.password, username);
  await checkFree(db, username);
  const group = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('id', '=', input.groupId)
    .executeTakeFirst();
  if (!group) throw new AccountAdminError(`No group ${input.groupId}`);
  const passwordHash = await hashPassword(input.password);
  const accountId = await db
    .transaction()
    .execute((trx) =>
      insertAccount(trx, { username, passwordHash, kind: 'group', agentId: null, groupId: input.groupId }),
    );
  return { accountId, groupName: group.name };
}

/** The account that signs in as `email`, with what it is: a rep's or a group administrator's. */
async function accountOf(db: Db, email: string) {
  const username = normalEmail(email);
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'kind', 'agent_id', 'group_id'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!account) throw new AccountAdminError(`No account signs in as ${username}`);
  return account;
}

/** A new password; the account's sessions end, so a stolen one stops working. Enables a disabled account. */
export async function setPassword(
  db: Db,
  input: { email: string; password: string },
): Promise<{ accountId: number; sessionsEnded: number }> {
  checkPassword(input.password, normalEmail(input.email));
  const { id } = await accountOf(db, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, disabled_at: null })
      .where('id', '=', id)
      .execute();
    const ended = await trx.deleteFrom('sessions').where('account_id', '=', id).executeTakeFirst();
    return { accountId: id, sessionsEnded: Number(ended.numDeletedRows) };
  });
}

/** What disabling an account ended: its sessions, its unused sign-in links and its API keys. */
export interface AccountDisabled {
  accountId: number;
  /** Whose account it was, in words: "rep 5" or "group 3's administrator". */
  holder: string;
  /** Whose API keys it held: "rep 5" or "group 3". */
  keyHolder: string;
  sessionsEnded: number;
  linksCancelled: number;
  /** The ids of the API keys revoked: the rep's, or the group's. */
  keysRevoked: string[];
}

/**
 * The account no longer signs in: its open sessions end at once, its unused sign-in links go, and the
 * API keys of its rep (or of its group, for a group's administrator) are revoked, so nothing it held
 * still opens the store or the agency API.
 */
export async function disableAccount(db: Db, input: { email: string; at: Date }): Promise<AccountDisabled> {
  const account = await accountOf(db, input.email);
  const at = input.at.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ disabled_at: at }).where('id', '=', account.id).execute();
    const sessions = await trx.deleteFrom('sessions').where('account_id', '=', account.id).executeTakeFirst();
    const links = await trx
      .deleteFrom('sign_in_links')
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    const keys = trx.updateTable('api_keys').set({ revoked_at: at }).where('revoked_at', 'is', null);
    const revoked =
      account.agent_id !== null
        ? await keys
            .where('scope', '=', 'rep')
            .where('agent_id', '=', account.agent_id)
            .returning('id')
            .execute()
        : account.group_id !== null
          ? await keys
              .where('scope', '=', 'group')
              .where('group_id', '=', account.group_id)
              .returning('id')
              .execute()
          : [];
    return {
      accountId: account.id,
      holder:
        account.agent_id !== null ? `rep ${account.agent_id}` : `group ${account.group_id}'s administrator`,
      keyHolder: account.agent_id !== null ? `rep ${account.agent_id}` : `group ${account.group_id}`,
      sessionsEnded: Number(sessions.numDeletedRows),
      linksCancelled: Number(links.numDeletedRows),
      keysRevoked: revoked.map((key) => key.id).sort(),
    };
  });
}
