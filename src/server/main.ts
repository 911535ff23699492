import path from 'node:path';
import { createSecretBox, loadKey } from './adapters/secretBox';
import { offlineZipDirectory } from './adapters/zipDirectory';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed/seedCatalog';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  await migrate(db);
  const secretBox = createSecretBox(loadKey(config.ENCRYPTION_KEY, config.dataDir));
  await seedIfEmpty(db, { extraPlans: config.SEED_PLANS, secretBox });
  const app = await buildApp({ config, db, secretBox, zips: offlineZipDirectory, now: () => new Date() });
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
