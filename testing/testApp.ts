import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { z } from 'zod';
import { fullPath } from '../src/contract/callPath';
import type { Endpoint } from '../src/contract/endpoint';
import type { Envelope, FieldError } from '../src/contract/envelope';
import { fileBlobStore } from '../src/server/adapters/blobStore';
import { type ContactChecks, offlineContactChecks } from '../src/server/adapters/contactChecks';
import { fileMailer, type Mailer } from '../src/server/adapters/mailer';
import { offlineRoutingDirectory } from '../src/server/adapters/routingDirectory';
import { offlineZipDirectory } from '../src/server/adapters/zipDirectory';
import { buildApp } from '../src/server/app';
import type { AppDeps } from '../src/server/appDeps';
import { loadConfig } from '../src/server/config';
import { openStore } from '../src/server/db/database';
import type { CommitsOnDisk } from '../src/server/db/groupCommit';
import { createSecretBox } from '../src/server/db/secretBox';
import { migrate } from '../src/server/migrations/migrate';
import { pdfRenderPool } from '../src/server/pdfRender/renderPool';
import { seedCatalog } from '../src/server/seed/seedCatalog';
import { checkDeclaredAnswers, type DeclaredAnswers } from './declaredAnswers';
import {
  copySqliteTemplate,
  databaseUrl,
  onAdminDatabase,
  type StoreTemplate,
  testDatabaseName,
} from './storeTemplate';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** A new browser with its own cookie jar, speaking from `address` (127.0.0.1 unless given). */
  browser(address?: string): TestBrowser;
  /** Where the store is, for opening it a second time as another app node would. */
  store: { databaseUrl?: string; sqliteFile: string };
  close(): Promise<void>;
}

/** Which database the API tests run on: SQLite by default, PostgreSQL when TEST_DATABASE_URL names a server. */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A new PostgreSQL database on the server of `adminUrl` (empty, or a copy of the database named
 * `template`), and how to drop it.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = testDatabaseName('copy');
  await onAdminDatabase(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The run's seeded demo store when this is a vitest run whose project made one (storeTemplateSetup.ts)
 * on this dialect; otherwise none, and the test app migrates and seeds its own.
 */
function runTemplate(): StoreTemplate | undefined {
  const template = inject('storeTemplate') as StoreTemplate | undefined;
  if (!template) return undefined;
  if (process.env.TEST_DATABASE_URL && !template.postgresName) return undefined;
  return template;
}

/** The real app on a fresh, seeded database (a temporary SQLite file, or a new PostgreSQL database). */
export async function startTestApp(
  options: {
    now?: () => Date;
    mailer?: Mailer;
    contactChecks?: Partial<ContactChecks>;
    /** Stands in for the store's wait for its commits to be on disk, given the real one. */
    commitsOnDisk?: (real: CommitsOnDisk) => CommitsOnDisk;
    /** Extra configuration, e.g. SERVE_WEB and WEB_DIST to serve a fake build folder. */
    env?: Record<string, string>;
    /**
     * PostgreSQL: hears an idle connection's failure. By default nothing: `close` drops the test's
     * database WITH (FORCE), which ends connections the pool is still closing.
     */
    onIdleConnectionError?: (error: Error) => void;
    /** 'production': a store on its first start in production, with no catalog and no people. */
    store?: 'demo' | 'production';
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-test-'));
  const sqliteFile = path.join(dataDir, 'store.db');
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The demo store starts as a copy of the run's template; a production store (no people) is made here.
  const template = options.store === 'production' ? undefined : runTemplate();
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl, template?.postgresName) : null;
  if (template && !pgDb) copySqliteTemplate(template, sqliteFile);
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...options.env });
  const { db, commitsOnDisk } = openStore({
    databaseUrl: pgDb?.url,
    sqliteFile,
    onIdleConnectionError: options.onIdleConnectionError ?? (() => {}),
  });
  // On a copy, a check that every migration is there (it finds nothing to do); else the whole work.
  await migrate(db);
  const secretBox = createSecretBox(template ? Buffer.from(template.keyHex, 'hex') : randomBytes(32));
  if (!template) await seedCatalog(db, { extraPlans: 0, secretBox, people: options.store !== 'production' });
  const deps: AppDeps = {
    config,
    db,
    commitsOnDisk: options.commitsOnDisk?.(commitsOnDisk) ?? commitsOnDisk,
    secretBox,
    zips: offlineZipDirectory,
    mailer: options.mailer ?? fileMailer(dataDir),
    contactChecks: { ...offlineContactChecks(offlineZipDirectory), ...options.contactChecks },
    routingDirectory: offlineRoutingDirectory(db),
    blobs: fileBlobStore(config.blobDir),
    pdfRenderer: pdfRenderPool(),
    now: options.now ?? (() => new Date()),
  };
  const app = await buildApp(deps);
  const heard = checkDeclaredAnswers(app);
  await app.ready();
  return {
    app,
    deps,
    browser: (address?: string) => new TestBrowser(app, heard, address),
    store: { ...(pgDb ? { databaseUrl: pgDb.url } : {}), sqliteFile },
    close: async () => {
      await app.close();
      if (heard.breaches.length > 0) throw new Error(heard.breaches.join('\n'));
      await deps.pdfRenderer.close();
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T> {
  statusCode: number;
  body: Envelope<T>;
  /** The data of a success, else undefined. */
  data: T | undefined;
  /** The field errors of a failure, else empty. */
  errors: FieldError[];
}

/** Calls the app through inject as a browser would: one cookie jar, the contract's paths. */
export class TestBrowser {
  private readonly jar = new Map<string, string>();

  /** The Cookie header this browser sends. */
  get cookie(): string | null {
    return this.jar.size > 0 ? [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') : null;
  }

  /** `address`: the client address the server sees (127.0.0.1 unless given). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly heard: DeclaredAnswers,
    private readonly address?: string,
  ) {}

  /** Puts a cookie in this browser's jar as another site could (a sibling subdomain planting one). */
  plantCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  async call<E extends Endpoint>(
    endpoint: E,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
  ): Promise<CallResult<z.output<E['data']>>> {
    const url = fullPath(endpoint).replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(input.params?.[name])),
    );
    const breachesBefore = this.heard.breaches.length;
    const response = await this.app.inject({
      method: endpoint.method,
      url,
      query: Object.fromEntries(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])),
      ...(endpoint.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
      headers: this.cookie ? { cookie: this.cookie } : {},
      ...(this.address ? { remoteAddress: this.address } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Max-Age=0\b/.test(line)) this.jar.delete(name);
      else this.jar.set(name, value.join('='));
    }
    const body = response.json() as Envelope<z.output<E['data']>>;
    // The read side of the contract (declaredAnswers): a success its call does not declare fails here.
    const breaches = this.heard.breaches.slice(breachesBefore);
    if (breaches.length > 0) throw new Error(breaches.join('\n'));
    return body.status === 'success'
      ? { statusCode: response.statusCode, body, data: body.data, errors: [] }
      : { statusCode: response.statusCode, body, data: undefined, errors: body.data };
  }

  /** Like call, but fails the test unless the answer is a success; returns its data. */
  async ok<E extends Endpoint>(
    endpoint: E,
    input: Parameters<TestBrowser['call']>[1] = {},
  ): Promise<z.output<E['data']>> {
    const result = await this.call(endpoint, input);
    if (result.statusCode !== 200 || result.body.status !== 'success') {
      throw new Error(`${endpoint.path} answered ${result.statusCode}: ${JSON.stringify(result.errors)}`);
    }
    return result.body.data;
  }
}
