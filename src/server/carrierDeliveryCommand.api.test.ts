import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../testing/catalogCopies';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { runEntry } from '../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../testing/testApp';
import { createDb, type Db } from './db/database';
import { migrate } from './migrations/migrate';

/**
 * `npm run catalog -- validate | apply | diff` as a production store's operator runs them, on a package
 * whose carriers name the store's own key, its database, a variable outside the carriers' prefix, and
 * an SFTP server without a pinned host key (issue 38).
 */

const HOST_KEY = 'SHA256:94bY7lT1nMM77Oc0xjPNygTitYxnt/UhlZhEbkNjOYg';
const folders: string[] = [];
const running: Array<ReturnType<typeof runEntry>> = [];
let env: Record<string, string>;
let db: Db;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-delivery-command-'));
  folders.push(dataDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  dropDb = pgDb?.drop;
  env = { DATA_DIR: dataDir, STORE_MODE: 'production', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'store.db') });
  await migrate(db);
});
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  await db.destroy();
  await dropDb?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function catalog(args: string[]) {
  const child = runEntry('src/server/catalogCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}

const sftp = (overrides: object) => ({
  kind: 'sftp',
  host: 'sftp.carrier.example',
  port: 22,
  username: 'agency',
  outbound_dir: '/in',
  inbound_dir: '/out',
  secret_env: 'CARRIER_SFTP',
  host_key_sha256: HOST_KEY,
  ...overrides,
});

/** The demo package with some carriers' deliveries replaced. */
function withDeliveries(deliveries: Record<number, object>): string {
  const dir = demoPackageCopy((d) => {
    const file = path.join(d, 'carriers.json');
    const carriers = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const carrier of carriers) if (deliveries[carrier.id]) carrier.edi.delivery = deliveries[carrier.id];
    fs.writeFileSync(file, JSON.stringify(carriers, null, 2));
  });
  folders.push(dir);
  return dir;
}

describe(`npm run catalog in a production store: carrier deliveries (${TEST_DIALECT})`, () => {
  it('validate and apply refuse a hostile secret_env and an unpinned host key, naming file, carrier and field', {
    timeout: 120_000,
  }, async () => {
    const { host_key_sha256: _, ...unpinned } = sftp({});
    const bad = withDeliveries({
      1: sftp({ secret_env: 'ENCRYPTION_KEY' }),
      2: sftp({ secret_env: 'DATABASE_URL' }),
      3: sftp({ secret_env: 'SUMMIT_SFTP' }),
      4: unpinned,
    });
    const validated = await catalog(['validate', bad]);
    expect(validated.code).toBe(1);
    const lines = validated.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^carriers\.json carrier 1 edi\.delivery\.secret_env: ENCRYPTION_KEY is one of the store's own settings/,
      ),
      expect.stringMatching(
        /^carriers\.json carrier 2 edi\.delivery\.secret_env: DATABASE_URL is one of the store's own settings/,
      ),
      expect.stringMatching(
        /^carriers\.json carrier 3 edi\.delivery\.secret_env: SUMMIT_SFTP does not start with CARRIER_ \(CARRIER_SECRET_PREFIX\)/,
      ),
      expect.stringMatching(
        /^carriers\.json carrier 4 edi\.delivery\.host_key_sha256: is missing: a production store pins/,
      ),
      `${bad}: 4 problems; nothing was changed.`,
    ]);

    const applied = await catalog(['apply', bad]);
    expect(applied.code).toBe(1);
    expect(applied.stderr.trim().split('\n')).toEqual(lines);
    expect(await db.selectFrom('catalog_versions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('carriers').select('id').execute()).toEqual([]);
  });

  it('diff prints each new delivery’s host, port, user, folders, secret name and host key', {
    timeout: 60_000,
  }, async () => {
    const dir = withDeliveries({ 5: sftp({ secret_env: 'CARRIER_CRESCENT' }) });
    const diff = await catalog(['diff', dir]);
    expect(diff.code).toBe(0);
    const lines = diff.stdout.trim().split('\n');
    const at = lines.indexOf('carrier 5 delivery:');
    expect(lines.slice(at, at + 9)).toEqual([
      'carrier 5 delivery:',
      '  kind: (none) → sftp',
      '  host: (none) → sftp.carrier.example',
      '  port: (none) → 22',
      '  username: (none) → agency',
      '  outbound_dir: (none) → /in',
      '  inbound_dir: (none) → /out',
      '  secret_env: (none) → CARRIER_CRESCENT',
      `  host_key_sha256: (none) → ${HOST_KEY}`,
    ]);
    // An empty store: every carrier is new, the ones sending to files under DATA_DIR too.
    expect(lines).toContain('carrier 1 delivery:');
  });
});
