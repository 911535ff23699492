import { parseArgs } from 'node:util';
import { API_KEY_USAGE, runApiKeyAction } from '../agency/apiKeyCommands';
import type { Db } from '../db/database';
import {
  AccountAdminError,
  addGroup,
  addGroupAdmin,
  addPortal,
  addRep,
  disableAccount,
  setPassword,
} from './accountAdmin';

const ACCOUNTS_USAGE = `Usage (the password is read from standard input, never from the command line):
  npm run accounts -- add-rep --email E --first NAME --last NAME [--phone P] [--slug SLUG]
  npm run accounts -- add-portal --rep ID --name NAME
  npm run accounts -- add-group --rep ID --name NAME [--slug SLUG]
  npm run accounts -- add-group-admin --email E --group ID
  npm run accounts -- set-password --email E
  npm run accounts -- disable --email E
${API_KEY_USAGE}`;

/** What an action needs from outside the database: the store's address, the password, the time. */
export interface AccountActionContext {
  /** The store's public address (PUBLIC_URL): landing page links are printed under it. */
  publicUrl: string;
  /** Reads the password from standard input; asked only by the actions that set one. */
  readPassword: () => Promise<string>;
  at: Date;
}

const pageLink = (publicUrl: string, slug: string) => `${publicUrl.replace(/\/+$/, '')}/${slug}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Runs one `npm run accounts` action (its arguments as typed after `--`) and answers what it prints:
 * every id, code, slug and link it made, each named in words.
 */
export async function runAccountAction(
  db: Db,
  args: string[],
  context: AccountActionContext,
): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      phone: { type: 'string' },
      group: { type: 'string' },
      rep: { type: 'string' },
      name: { type: 'string' },
      slug: { type: 'string' },
      agency: { type: 'boolean' },
    },
  });
  const [action, ...rest] = positionals;
  const need = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new AccountAdminError(`--${name} is needed\n${ACCOUNTS_USAGE}`);
    return value;
  };
  const id = (name: 'rep' | 'group'): number => {
    const value = need(name).trim();
    if (!/^\d+$/.test(value))
      throw new AccountAdminError(`--${name} takes a number (the id printed when it was added)`);
    return Number(value);
  };

  const keyAnswer = await runApiKeyAction(db, action, {
    positionals: rest,
    options: { agency: values.agency, rep: values.rep, group: values.group },
    at: context.at,
  });
  if (keyAnswer !== undefined) return keyAnswer;

  if (action === 'add-rep') {
    const input = { email: need('email'), firstName: need('first'), lastName: need('last') };
    const rep = await addRep(db, {
      ...input,
      phone: values.phone,
      slug: values.slug,
      password: await context.readPassword(),
    });
    return [
      `Rep ${rep.agentId} added: ${input.firstName.trim()} ${input.lastName.trim()}, signing in as ${input.email.trim().toLowerCase()} (account ${rep.accountId}).`,
      `  Landing page: ${pageLink(context.publicUrl, rep.slug)} (slug ${rep.slug})`,
      `  Access code: ${rep.code} (typed in the footer's Access Code, it opens the store as this rep's)`,
      `  Enroller code: ${rep.enrollerCode} (a group's employee enters it on Personal Information to name this rep as their enroller)`,
    ].join('\n');
  }
  if (action === 'add-portal') {
    const agentId = id('rep');
    const portal = await addPortal(db, { agentId, name: need('name') });
    return `Portal ${portal.portalId} added for rep ${agentId}: ${need('name').trim()} (portal code ${portal.code}). The rep's members can be enrolled through it.`;
  }
  if (action === 'add-group') {
    const agentId = id('rep');
    const group = await addGroup(db, { agentId, name: need('name'), slug: values.slug });
    return [
      `Group ${group.groupId} added for rep ${agentId}: ${need('name').trim()}.`,
      `  Group code: ${group.code} (typed in the footer's Employee Enrollment, it opens the group's enrollment)`,
      group.slug === null
        ? '  Landing page: none (its employees come by its code; add one with --slug)'
        : `  Landing page: ${pageLink(context.publicUrl, group.slug)} (slug ${group.slug})`,
    ].join('\n');
  }
  if (action === 'add-group-admin') {
    const email = need('email').trim().toLowerCase();
    const groupId = id('group');
    const admin = await addGroupAdmin(db, { email, groupId, password: await context.readPassword() });
    return `Group administrator account ${admin.accountId} added: ${email} can sign in as the administrator of group ${groupId} (${admin.groupName}).`;
  }
  if (action === 'set-password') {
    const email = need('email').trim().toLowerCase();
    const done = await setPassword(db, { email, password: await context.readPassword() });
    return `${email} (account ${done.accountId}) has a new password; ${plural(done.sessionsEnded, 'session was', 'sessions were')} ended.`;
  }
  if (action === 'disable') {
    const email = need('email').trim().toLowerCase();
    const done = await disableAccount(db, { email, at: context.at });
    const keys =
      done.keysRevoked.length === 0
        ? `no API key of ${done.keyHolder} was active`
        : `${plural(done.keysRevoked.length, 'API key', 'API keys')} of ${done.keyHolder} revoked (${done.keysRevoked.join(', ')})`;
    return [
      `${email} (account ${done.accountId}, ${done.holder}) is disabled and can no longer sign in.`,
      `  Ended: ${plural(done.sessionsEnded, 'session', 'sessions')}, ${plural(done.linksCancelled, 'unused sign-in link', 'unused sign-in links')}; ${keys}.`,
    ].join('\n');
  }
  throw new AccountAdminError(ACCOUNTS_USAGE);
}
