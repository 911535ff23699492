import path from 'node:path';
import { runAccountAction } from './access/accountActions';
import { AccountAdminError } from './access/accountAdmin';
import { ApiKeyError } from './agency/apiKeys';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrate } from './migrations/migrate';

// npm run accounts -- … (README, A real store): the actions are access/accountActions.ts.

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    await migrate(db);
    console.log(
      await runAccountAction(db, process.argv.slice(2), {
        publicUrl: config.PUBLIC_URL,
        readPassword,
        at: new Date(),
      }),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof AccountAdminError ||
    error instanceof ApiKeyError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(known ? error.message : error);
  process.exit(1);
});
