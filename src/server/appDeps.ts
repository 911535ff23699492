import type { BlobStore } from './adapters/blobStore';
import type { ContactChecks } from './adapters/contactChecks';
import type { Mailer } from './adapters/mailer';
import type { RoutingDirectory } from './adapters/routingDirectory';
import type { ZipDirectory } from './adapters/zipDirectory';
import type { Config } from './config';
import type { Db } from './db/database';
import type { CommitsOnDisk } from './db/groupCommit';
import type { SecretBox } from './db/secretBox';
import type { PdfRenderer } from './pdfRender/renderPool';

/** What the features are built from; tests build it with their own database and clock. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Awaited before every answer leaves: what the request committed is on disk by then (db/groupCommit.ts). */
  commitsOnDisk: CommitsOnDisk;
  secretBox: SecretBox;
  zips: ZipDirectory;
  mailer: Mailer;
  /** The Contact step's address, phone and e-mail checks: outside services when configured, else offline rules. */
  contactChecks: ContactChecks;
  /** Billing's routing-number look-up: an outside service when configured, else the database's directory. */
  routingDirectory: RoutingDirectory;
  /** Step screenshots, sealed with secretBox before they are put here. */
  blobs: BlobStore;
  /** Signed application PDFs, rendered off the event loop (a worker-thread pool); whoever made it closes it. */
  pdfRenderer: PdfRenderer;
  now: () => Date;
}
