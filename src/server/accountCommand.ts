import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  AccountAdminError,
  addGroup,
  addGroupAdmin,
  addPortal,
  addRep,
  disableAccount,
  setPassword,
} from './access/accountAdmin';
import { API_KEY_USAGE, runApiKeyAction } from './agency/apiKeyCommands';
import { ApiKeyError } from './agency/apiKeys';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrate } from './migrations/migrate';

const USAGE = `Usage (the password is read from standard input, never from the command line):
  npm run accounts -- add-rep --email E --first NAME --last NAME [--phone P]
  npm run accounts -- add-portal --rep ID --name NAME
  npm run accounts -- add-group --rep ID --name NAME
  npm run accounts -- add-group-admin --email E --group ID
  npm run accounts -- set-password --email E
  npm run accounts -- disable --email E
${API_KEY_USAGE}`;

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The usage of one command (`npm run accounts -- add-rep --help`), or all of it. */
function helpFor(action: string | undefined): string {
  const lines = USAGE.split('\n').filter(
    (line) => action !== undefined && (line.includes(`-- ${action} `) || line.endsWith(`-- ${action}`)),
  );
  return lines.length ? `Usage:\n${lines.join('\n')}` : USAGE;
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parsedArgs>;
  try {
    parsed = parsedArgs();
  } catch (error) {
    throw new AccountAdminError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (values.help || positionals[0] === 'help') {
    console.log(helpFor(positionals[0] === 'help' ? positionals[1] : positionals[0]));
    return;
  }
  await run(positionals, values);
}

function parsedArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      phone: { type: 'string' },
      group: { type: 'string' },
      rep: { type: 'string' },
      name: { type: 'string' },
      agency: { type: 'boolean' },
    },
  });
}

async function run(positionals: string[], values: ReturnType<typeof parsedArgs>['values']): Promise<void> {
  const [action, ...rest] = positionals;
  const need = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new AccountAdminError(`--${name} is needed\n${USAGE}`);
    return value;
  };
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    await migrate(db);
    const keyAnswer = await runApiKeyAction(db, action, {
      positionals: rest,
      options: { agency: values.agency, rep: values.rep, group: values.group },
      at: new Date(),
    });
    if (keyAnswer !== undefined) {
      console.log(keyAnswer);
    } else if (action === 'add-rep') {
      const input = {
        email: need('email'),
        firstName: need('first'),
        lastName: need('last'),
        phone: values.phone,
      };
      const { agentId, code } = await addRep(db, { ...input, password: await readPassword() });
      console.log(`Rep ${agentId} added (code ${code}); ${input.email} can sign in.`);
    } else if (action === 'add-portal') {
      const { portalId, code } = await addPortal(db, { agentId: Number(need('rep')), name: need('name') });
      console.log(`Portal ${portalId} added for rep ${values.rep} (code ${code}).`);
    } else if (action === 'add-group') {
      const { groupId, code } = await addGroup(db, { agentId: Number(need('rep')), name: need('name') });
      console.log(`Group ${groupId} added for rep ${values.rep} (code ${code}).`);
    } else if (action === 'add-group-admin') {
      const email = need('email');
      await addGroupAdmin(db, { email, groupId: Number(need('group')), password: await readPassword() });
      console.log(`${email} can sign in as group ${values.group}'s administrator.`);
    } else if (action === 'set-password') {
      const email = need('email');
      await setPassword(db, { email, password: await readPassword() });
      console.log(`${email} has a new password; their sessions were ended.`);
    } else if (action === 'disable') {
      const email = need('email');
      await disableAccount(db, { email, at: new Date() });
      console.log(`${email} is disabled; their sessions were ended.`);
    } else {
      throw new AccountAdminError(USAGE);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AccountAdminError || error instanceof ApiKeyError ? error.message : error);
  process.exit(1);
});
