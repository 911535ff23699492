import path from 'node:path';
import { loadConfig } from './config';
import { backupStore, defaultBackupTarget } from './db/backup';

const USAGE = `Usage: npm run backup -- [target folder]
  Copies the SQLite store (store.db, secret.key, blobs/) of DATA_DIR into a new folder, owner-only,
  while the store runs. The folder must not exist; by default DATA_DIR/../backups/store-<UTC time>.
  To restore: stop the store, then start it with DATA_DIR set to the folder.`;

/**
 * npm run backup -- [target folder]: a consistent, owner-only copy of the running SQLite store that
 * can be started as DATA_DIR. Reads the configuration as the server does; prints what it copied and
 * whether the key is in the copy, since a database without its key cannot open its sealed values.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const report = await backupStore({
    dataDir: config.dataDir,
    blobDir: config.blobDir,
    keyInEnvironment: config.ENCRYPTION_KEY !== undefined,
    databaseUrl: config.DATABASE_URL,
    target: args[0] ?? defaultBackupTarget(config.dataDir, new Date()),
  });
  console.log(`Backed up ${config.dataDir} to ${report.target}`);
  console.log(`  store.db: a consistent copy, ${report.pages} pages, integrity check ok`);
  console.log(
    report.keyCopied
      ? '  secret.key: copied. Whoever has this folder can read the sealed data: keep it as safe as the store.'
      : '  secret.key: not copied, the key is in ENCRYPTION_KEY. Keep that value safely with your backups: without it they cannot be read.',
  );
  console.log(`  blobs: ${report.blobFiles} files from ${config.blobDir}`);
  const ownBlobDir = config.blobDir === path.join(config.dataDir, 'blobs');
  console.log(
    `To restore: stop the store, then start it with DATA_DIR=${report.target}` +
      (report.keyCopied ? '' : ' and the same ENCRYPTION_KEY') +
      (ownBlobDir ? '' : ', BLOB_DIR unset (or set to a copy of its blobs folder)'),
  );
}

main().catch((error: unknown) => {
  // One line, no stack: a refusal (BackupError) or a failure says what to fix in its message.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Backup failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
});
