import { memberLinkToken } from './access/memberLinks';
import { createSecretBox, loadKey } from './adapters/secretBox';
import { loadConfig } from './config';

/**
 * npm run member-link -- <member id> [tier] [base url]: prints the link a member dashboard would
 * give member <id> to open the store (/member-benefit-store/{id}/{tier}), sealed with this
 * store's key and valid for 30 days.
 */
function main(): void {
  const [id, tier = 'IO', base = 'http://localhost:3000'] = process.argv.slice(2);
  const memberId = Number(id);
  if (!Number.isInteger(memberId) || memberId <= 0) {
    console.error('Usage: npm run member-link -- <member id> [IO|IS|IC|IF] [base url]');
    process.exit(1);
  }
  const config = loadConfig();
  const box = createSecretBox(loadKey(config.ENCRYPTION_KEY, config.dataDir));
  console.log(`${base}/member-benefit-store/${memberLinkToken(box, memberId, new Date())}/${tier}`);
}

main();
