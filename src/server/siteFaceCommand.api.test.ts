import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { runEntry } from '../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../testing/testApp';
import { createDb, type Db } from './db/database';
import { createSecretBox } from './db/secretBox';
import { migrate } from './migrations/migrate';
import { DEMO_PACKAGE, seedCatalog } from './seed/seedCatalog';
import { siteBranding } from './sites/siteBranding';

/** `npm run catalog -- …` with a package's site.json, as an operator runs it on a new production store. */

const EXAMPLE = path.resolve(DEMO_PACKAGE, '../example');
const folders: string[] = [];
const running: Array<ReturnType<typeof runEntry>> = [];
let env: Record<string, string>;
let db: Db;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-command-'));
  folders.push(dataDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  dropDb = pgDb?.drop;
  env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  db = createDb({ databaseUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'store.db') });
  await migrate(db);
  await seedCatalog(db, { extraPlans: 0, secretBox: createSecretBox(randomBytes(32)), people: false });
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

function exampleCopy(site: (face: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-package-'));
  folders.push(dir);
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  const file = path.join(dir, 'site.json');
  const face = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  site(face);
  fs.writeFileSync(file, JSON.stringify(face, null, 2));
  return dir;
}

describe(`npm run catalog with site.json (${TEST_DIALECT})`, () => {
  it('refuses a bad colour, a faint pair and a picture outside public/ on validate and on apply, changing nothing', async () => {
    const dir = exampleCopy((face) => {
      face.colors = { brand: '#9ec5ee' };
      face.footer_logo = 'footer.png';
      face.hosts = { 'clinic.agency.example': { colors: { brand: 'teal' } } };
    });
    const expected = [
      'site.json footer_logo: "footer.png" is not a picture path: write a path under public/ that starts with /, e.g. /brand/logo.svg (the store shows only its own pictures)',
      'site.json host clinic.agency.example colors.brand: "teal" is not a colour: write it as #rrggbb, e.g. #0b5cad',
      `${dir}: 2 problems; nothing was changed.`,
    ];
    const validated = await catalog(['validate', dir]);
    expect(validated.code).toBe(1);
    expect(validated.stderr.trim().split('\n')).toEqual(expected);
    const applied = await catalog(['apply', dir]);
    expect(applied.code).toBe(1);
    expect(applied.stderr.trim().split('\n')).toEqual(expected);
    expect((await siteBranding(db, 'store.agency.example')).site_name).toBeUndefined();

    // With its shape right, the faint colour is the one problem left.
    const faint = exampleCopy((face) => {
      face.colors = { brand: '#9ec5ee' };
    });
    const checked = await catalog(['validate', faint]);
    expect(checked.stderr.trim().split('\n')).toEqual([
      'site.json colors.brand: text #ffffff on #9ec5ee has a contrast of 1.80:1; WCAG AA needs at least 4.5:1: choose a darker brand colour or another text_on_brand',
      "site.json colors.brand: links in #9ec5ee on the page's background #f5f8fb have a contrast of 1.69:1; WCAG AA needs at least 4.5:1: choose a darker brand colour",
      `${faint}: 2 problems; nothing was changed.`,
    ]);
  });

  it("diffs, applies and exports the example's face", async () => {
    const diff = await catalog(['diff', EXAMPLE]);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toContain(
      'site face: colors none → {"brand":"#5b2a86","brand_dark":"#43206a"}; favicon none → "/example/favicon.svg"; feedback_url none → "https://agency.example/feedback"; footer_logo none → "/example/favicon.svg"; footer_text none → "Example Benefits Agency, licensed in Texas (license 0000000)."; hero_image none → "/example/hero.svg"; logo none → "/example/logo.svg"; name none → "Example Benefits Agency"; phone none → "5125550199"; support_url none → "mailto:help@agency.example?subject=Support%20request"',
    );
    expect((await catalog(['apply', EXAMPLE])).code).toBe(0);
    expect(await siteBranding(db, 'store.agency.example')).toMatchObject({
      site_name: 'Example Benefits Agency',
      support_phone: '5125550199',
      association_menu: 'false',
    });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-export-'));
    folders.push(out);
    expect((await catalog(['export', out])).code).toBe(0);
    const { apps: _none, ...written } = JSON.parse(fs.readFileSync(path.join(EXAMPLE, 'site.json'), 'utf8'));
    expect(JSON.parse(fs.readFileSync(path.join(out, 'site.json'), 'utf8'))).toEqual(written);
    expect((await catalog(['diff', out])).stdout.trim()).toBe(
      'No change: the store already has this catalog.',
    );
  });
});
