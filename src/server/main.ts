import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { databaseBlobStore, fileBlobStore } from './adapters/blobStore';
import { contactChecksFromConfig } from './adapters/contactChecks';
import { productionKeyProblem } from './adapters/keyPolicy';
import { fileMailer, smtpMailer } from './adapters/mailer';
import { routingDirectoryFromConfig } from './adapters/routingDirectory';
import { offlineZipDirectory } from './adapters/zipDirectory';
import { buildApp } from './app';
import { newestVersion } from './catalog/catalogExport';
import { loadConfig } from './config';
import { idleConnectionWarning, openStore } from './db/database';
import { keepDataPrivate } from './db/privateDataDir';
import { sealPlainDocuments } from './db/sealPlainDocuments';
import { createSecretBox, loadKey } from './db/secretBox';
import { startPictureSweep } from './features/screenshots/abandonedPictures';
import { startFeedWorker } from './feed/feedWorker';
import { startHousekeeping } from './housekeeping';
import { startOutboxWorker } from './mail/outbox';
import { migrate } from './migrations/migrate';
import { openAddress } from './openAddress';
import { pdfRenderPool } from './pdfRender/renderPool';
import { seedIfEmpty } from './seed/seedCatalog';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.STORE_MODE === 'production') {
    const problem = productionKeyProblem(config.ENCRYPTION_KEY, config.dataDir);
    if (problem) throw new Error(problem);
  }
  keepDataPrivate(config.dataDir);
  if (config.blobDir !== config.dataDir && !config.blobDir.startsWith(`${config.dataDir}${path.sep}`)) {
    keepDataPrivate(config.blobDir);
  }
  // The contact checks' warnings (an outside service failed) go to the app's log once it exists.
  let warn = (message: string) => console.warn(message);
  const contactChecks = contactChecksFromConfig(config, offlineZipDirectory, (message) => warn(message));
  const { db, commitsOnDisk } = openStore({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
    onIdleConnectionError: (error) => warn(idleConnectionWarning(error)),
  });
  await migrate(db);
  const secretBox = createSecretBox(loadKey(config.ENCRYPTION_KEY, config.dataDir));
  // A store that kept personal documents in plain text before they were sealed: seal them now.
  await sealPlainDocuments(db, secretBox);
  await seedIfEmpty(db, {
    people: config.STORE_MODE === 'demo',
    extraPlans: config.SEED_PLANS,
    secretBox,
    seasonalBlackout: config.DEMO_BLACKOUT_MONTHS,
  });
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL) : fileMailer(config.dataDir);
  const blobs = config.blobsInDatabase ? databaseBlobStore(db) : fileBlobStore(config.blobDir);
  const deps = {
    config,
    db,
    commitsOnDisk,
    secretBox,
    zips: offlineZipDirectory,
    mailer,
    contactChecks,
    routingDirectory: routingDirectoryFromConfig(config, db, (message) => warn(message)),
    blobs,
    pdfRenderer: pdfRenderPool(),
    now: () => new Date(),
  };
  const app = await buildApp(deps);
  warn = (message) => app.log.warn(message);
  if (!(await newestVersion(db))) {
    app.log.warn(
      "No catalog is applied: nothing is for sale. Apply one with `npm run catalog -- apply DIR` (docs/catalog.md; catalog/demo/ is the demo's).",
    );
  }
  const stopOutbox = startOutboxWorker(
    deps,
    3000,
    (error) => app.log.error({ err: error }, 'mail outbox round failed'),
    (message, details) => app.log.warn(details, message),
  );
  const stopFeed = startFeedWorker(
    deps,
    (message, details) => app.log.warn(details, message),
    (error) => app.log.error({ err: error }, 'carrier feed round failed'),
  );
  const stopHousekeeping = startHousekeeping(deps, undefined, (error) =>
    app.log.error({ err: error }, 'housekeeping round failed'),
  );
  const stopPictureSweep = startPictureSweep(deps, undefined, (error) =>
    app.log.error({ err: error }, 'abandoned pictures sweep failed'),
  );
  const close = async () => {
    await stopHousekeeping();
    await stopPictureSweep();
    await stopOutbox();
    await stopFeed();
    await app.close();
    await deps.pdfRenderer.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  // A plain line among the JSON log lines: where to open the store (PORT 0 takes a free port).
  const { port } = app.server.address() as AddressInfo;
  console.log(`The store is running: open ${openAddress(config.HOST, port)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
