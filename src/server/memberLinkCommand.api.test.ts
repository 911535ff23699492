import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { runEntry } from '../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../testing/testApp';
import { readMemberLink } from './access/memberLinks';
import { createDb, type Db } from './db/database';
import { createSecretBox, loadKey } from './db/secretBox';
import { migrate } from './migrations/migrate';
import { seedCatalog } from './seed/seedCatalog';

/**
 * `npm run member-link -- …` as an operator runs it beside a store that does not use the defaults: it
 * reads the server's configuration (DATA_DIR, DATABASE_URL, PORT), makes nothing of its own, and
 * refuses a member the store does not have.
 */

const folders: string[] = [];
const running: Array<ReturnType<typeof runEntry>> = [];
let storeDir: string;
let storeEnv: Record<string, string>;
let db: Db;
let dropDb: (() => Promise<void>) | undefined;

const freshDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), name));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  storeDir = freshDir('bs-member-link-');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  dropDb = pgDb?.drop;
  storeEnv = { DATA_DIR: storeDir, PORT: '4123', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(storeDir, 'store.db') });
  await migrate(db);
  // The store's key is the one its first start made in its DATA_DIR.
  await seedCatalog(db, {
    extraPlans: 0,
    secretBox: createSecretBox(loadKey(undefined, storeDir)),
    people: true,
  });
});
afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  await db.destroy();
  await dropDb?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function memberLink(args: string[], env: Record<string, string>) {
  const child = runEntry('src/server/memberLinkCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}

describe(`npm run member-link (${TEST_DIALECT})`, () => {
  it("prints a link on the server's PORT, sealed with the key in the server's DATA_DIR", async () => {
    const made = await memberLink(['5001', 'IS'], storeEnv);
    expect(made.code).toBe(0);
    const link = /^http:\/\/localhost:4123\/member-benefit-store\/([^/\s]+)\/IS$/.exec(made.stdout.trim());
    expect(link).not.toBeNull();
    const box = createSecretBox(loadKey(undefined, storeDir));
    expect(readMemberLink(box, link?.[1] ?? '', new Date())?.memberId).toBe(5001);
  });

  it('refuses a member the store does not have: exit 1, a plain message, no link', async () => {
    for (const args of [['999999'], ['--revoke', '999999']]) {
      const refused = await memberLink(args, storeEnv);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim()).toMatch(/^No member 999999 in the store at .+: no link was made\.$/);
    }
  });

  it('refuses a DATA_DIR that holds no store and makes no key there', async () => {
    const elsewhere = freshDir('bs-member-link-none-');
    const refused = await memberLink(['5001'], { ...storeEnv, DATA_DIR: elsewhere });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `No key: ENCRYPTION_KEY is unset and ${path.join(elsewhere, 'secret.key')} does not exist.`,
    );
    expect(refused.stderr).toContain('Run it with the settings the server runs with');
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });
});
