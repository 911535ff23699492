import { parseArgs } from 'node:util';
import { API_KEY_USAGE, runApiKeyAction } from '../agency/apiKeyCommands';
import type { Db } from '../db/database';
import { addDoctorSite } from '../sites/siteAdmin';
import {
  AccountAdminError,
  addGroup,
  addGroupAdmin,
  addPortal,
  addRep,
  disableAccount,
  setPassword,
} from './accountAdmin';
import { type GroupRules, groupRulesInWords, setGroupRules } from './groupRules';

const ACCOUNTS_USAGE = `Usage (the password is read from standard input, never from the command line):
  npm run accounts -- add-rep --email E --first NAME --last NAME [--phone P] [--slug SLUG]
  npm run accounts -- add-portal --rep ID --name NAME
  npm run accounts -- add-group --rep ID --name NAME [--slug SLUG] [--enroller-code yes|no] [--member-store yes|no]
  npm run accounts -- set-group --group ID [--enroller-code yes|no] [--member-store yes|no]
  npm run accounts -- add-site --host HOST --doctor --group ID | --rep ID
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

/** A site's address: PUBLIC_URL's scheme and port, the site's own host. */
function siteLink(publicUrl: string, host: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}/`;
}

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
      'enroller-code': { type: 'string' },
      'member-store': { type: 'string' },
      host: { type: 'string' },
      doctor: { type: 'boolean' },
      agency: { type: 'boolean' },
      write: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [action, ...rest] = positionals;
  if (values.help === true || action === 'help') return ACCOUNTS_USAGE;
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

  const yesNo = (name: 'enroller-code' | 'member-store'): boolean | undefined => {
    const value = values[name];
    if (value === undefined) return undefined;
    if (value === 'yes' || value === 'no') return value === 'yes';
    throw new AccountAdminError(`--${name} takes yes or no`);
  };
  const rulesGiven = (): Partial<GroupRules> => {
    const asksEnrollerCode = yesNo('enroller-code');
    const memberStore = yesNo('member-store');
    return {
      ...(asksEnrollerCode === undefined ? {} : { asksEnrollerCode }),
      ...(memberStore === undefined ? {} : { memberStore }),
    };
  };

  const keyAnswer = await runApiKeyAction(db, action, {
    positionals: rest,
    options: { agency: values.agency, rep: values.rep, group: values.group, write: values.write },
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
    const rules = rulesGiven();
    const group = await addGroup(db, { agentId, name: need('name'), slug: values.slug });
    const set = await setGroupRules(db, group.groupId, rules);
    return [
      `Group ${group.groupId} added for rep ${agentId}: ${need('name').trim()}.`,
      `  Group code: ${group.code} (typed in the footer's Employee Enrollment, it opens the group's enrollment)`,
      group.slug === null
        ? '  Landing page: none (its employees come by its code; add one with --slug)'
        : `  Landing page: ${pageLink(context.publicUrl, group.slug)} (slug ${group.slug})`,
      ...groupRulesInWords(set),
    ].join('\n');
  }
  if (action === 'set-group') {
    const rules = rulesGiven();
    if (Object.keys(rules).length === 0)
      throw new AccountAdminError(
        `Give --enroller-code yes|no, --member-store yes|no, or both\n${ACCOUNTS_USAGE}`,
      );
    const set = await setGroupRules(db, id('group'), rules);
    return [`Group ${set.groupId} (${set.name}) now has these rules:`, ...groupRulesInWords(set)].join('\n');
  }
  if (action === 'add-site') {
    if (values.doctor !== true)
      throw new AccountAdminError(
        `add-site adds a doctor-branded site: give --doctor (the store's other hosts show its own face)\n${ACCOUNTS_USAGE}`,
      );
    const site = await addDoctorSite(db, {
      host: need('host'),
      ...(values.group === undefined ? {} : { groupId: id('group') }),
      ...(values.rep === undefined ? {} : { agentId: id('rep') }),
    });
    return [
      `Doctor-branded site added: ${siteLink(context.publicUrl, site.host)}`,
      '  Its landing page is the six-step wizard; every visitor enrolls with ' +
        (site.group ? `group ${site.group.id} (${site.group.name}) and ` : '') +
        `rep ${site.rep.id} (${site.rep.name}).`,
      `  It shows the store's own face until it is branded; point ${site.host} at the store (DNS, and the proxy's certificate).`,
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
