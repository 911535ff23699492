import fs from 'node:fs';
import path from 'node:path';
import { memberLinkToken, revokeMemberLinks } from './access/memberLinks';
import { type Config, loadConfig } from './config';
import { createDb, type Db } from './db/database';
import { createSecretBox, existingKey } from './db/secretBox';
import { migrate } from './migrations/migrate';

const USAGE = `Usage: npm run member-link -- <member id> [IO|IS|IC|IF] [base url]
       npm run member-link -- --revoke <member id>   (every link made for the member so far stops working)`;

/** What to say when the command's configuration names no store: it must be the server's. */
const SAME_AS_SERVER =
  'Run it with the settings the server runs with (DATA_DIR or DATABASE_URL, ENCRYPTION_KEY, PORT or PUBLIC_URL), e.g. `DATA_DIR=/srv/store PORT=4000 npm run member-link -- 5001`.';

/** A reason the command stops: printed as it is, exit 1. */
class CommandError extends Error {}

/** The server's store as this command's configuration names it; never a new one (no file, no key made). */
function openServersStore(config: Config): { db: Db; where: string } {
  const sqliteFile = path.join(config.dataDir, 'store.db');
  if (!config.DATABASE_URL && !fs.existsSync(sqliteFile)) {
    throw new CommandError(`No store at ${sqliteFile} (DATA_DIR=${config.dataDir}). ${SAME_AS_SERVER}`);
  }
  const where = config.DATABASE_URL ? 'the DATABASE_URL database' : sqliteFile;
  return { db: createDb({ databaseUrl: config.DATABASE_URL, sqliteFile }), where };
}

/** The server's key (ENCRYPTION_KEY or DATA_DIR/secret.key): a link sealed with another opens nothing. */
function requireKey(config: Config): Buffer {
  const key = existingKey(config.ENCRYPTION_KEY, config.dataDir);
  if (key) return key;
  const file = path.join(config.dataDir, 'secret.key');
  throw new CommandError(`No key: ENCRYPTION_KEY is unset and ${file} does not exist. ${SAME_AS_SERVER}`);
}

/** Fails unless the store has member `memberId`: a link for nobody would open nothing. */
async function requireMember(db: Db, memberId: number, where: string): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new CommandError(`No member ${memberId} in the store at ${where}: no link was made.`);
}

/**
 * npm run member-link -- <member id> [tier] [base url]: prints the link a member dashboard would
 * give member <id> to open the store (/member-benefit-store/{id}/{tier}), sealed with this
 * store's key and valid for 30 days. It opens the store in the first browser that uses it.
 * With --revoke, the member's links made so far stop working. It reads the server's configuration
 * (config.ts): the store, its key and its address; a store, key or member it cannot find stops it.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const revoke = args[0] === '--revoke';
  const config = loadConfig();
  // The store's own address (PUBLIC_URL, or http://localhost:{PORT}) unless another is given.
  const [id, tier = 'IO', base = config.PUBLIC_URL] = revoke ? args.slice(1) : args;
  const memberId = Number(id);
  if (!Number.isInteger(memberId) || memberId <= 0) throw new CommandError(USAGE);
  const key = revoke ? null : requireKey(config);
  const { db, where } = openServersStore(config);
  try {
    await migrate(db);
    await requireMember(db, memberId, where);
    if (revoke) {
      await revokeMemberLinks({ db }, memberId, new Date());
      console.log(`Member ${memberId}'s links made until now no longer open the store.`);
      return;
    }
    if (key) {
      const token = memberLinkToken(createSecretBox(key), memberId, new Date());
      console.log(`${base}/member-benefit-store/${token}/${tier}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
