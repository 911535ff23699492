import path from 'node:path';
import { memberLinkToken, revokeMemberLinks } from './access/memberLinks';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { createSecretBox, loadKey } from './db/secretBox';
import { migrate } from './migrations/migrate';

const USAGE = `Usage: npm run member-link -- <member id> [IO|IS|IC|IF] [base url]
       npm run member-link -- --revoke <member id>   (every link made for the member so far stops working)`;

/**
 * npm run member-link -- <member id> [tier] [base url]: prints the link a member dashboard would
 * give member <id> to open the store (/member-benefit-store/{id}/{tier}), sealed with this
 * store's key and valid for 30 days. It opens the store in the first browser that uses it.
 * With --revoke, the member's links made so far stop working.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const revoke = args[0] === '--revoke';
  const config = loadConfig();
  // The store's own address (PUBLIC_URL, or http://localhost:{PORT}) unless another is given.
  const [id, tier = 'IO', base = config.PUBLIC_URL] = revoke ? args.slice(1) : args;
  const memberId = Number(id);
  if (!Number.isInteger(memberId) || memberId <= 0) {
    console.error(USAGE);
    process.exit(1);
  }
  if (revoke) {
    const db = createDb({
      databaseUrl: config.DATABASE_URL,
      sqliteFile: path.join(config.dataDir, 'store.db'),
    });
    try {
      await migrate(db);
      await revokeMemberLinks({ db }, memberId, new Date());
      console.log(`Member ${memberId}'s links made until now no longer open the store.`);
    } finally {
      await db.destroy();
    }
    return;
  }
  const box = createSecretBox(loadKey(config.ENCRYPTION_KEY, config.dataDir));
  console.log(`${base}/member-benefit-store/${memberLinkToken(box, memberId, new Date())}/${tier}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
