import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { getTicketLink } from '../../contract/assistantCalls';
import { getDefaultInfo, getExternalSiteDynamicInformation } from '../../contract/siteCalls';
import { composeSignInLink } from '../mail/signInLinkMail';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { storeName } from '../sites/siteBranding';
import { applyPackage } from './catalogApply';
import { diffCatalog } from './catalogDiff';
import { diffText } from './catalogDiffText';
import { readCatalog, writePackage } from './catalogExport';
import { asStored, checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

const EXAMPLE = path.resolve(DEMO_PACKAGE, '../example');
/** What of the demo's face must not be in a production store's page. */
const DEMO_FACE = [
  'Benefit Store',
  '8882434011',
  '243-4011',
  'apps.apple.com',
  'play.google.com',
  'id0000000000',
  'example.benefitstore',
  '/brand/logo.svg',
  '/brand/banner.svg',
  '/brand/favicon.svg',
  // The demo's tools site and footer plan.
  'benefitstore',
  'footer_plan_id',
];

// A build folder with the page shell as `vite build` leaves it (index.html's title and icon).
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-web-'));
const folders: string[] = [distDir];

async function checked(dir: string) {
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  return check.checked;
}

/** A copy of the worked example with its site.json changed by `change`. */
function exampleWithSite(change: (site: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-'));
  folders.push(dir);
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  const file = path.join(dir, 'site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(site);
  fs.writeFileSync(file, JSON.stringify(site));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><link rel="icon" href="/brand/favicon.svg" /><title>Benefit Store</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ store: 'production', env: { SERVE_WEB: 'true', WEB_DIST: distDir } });
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (host: string) =>
  (await t.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': 'identity' } })).body;

const brandingIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-branding">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe(`the store's face from its catalog package (${TEST_DIALECT})`, () => {
  it('shows nothing of the demo before a package gives the store a face', async () => {
    const html = await page('store.agency.example');
    expect(html).toContain('<title>Benefit enrollment</title>');
    for (const demo of DEMO_FACE) expect(html).not.toContain(demo);
    expect(await t.browser().ok(getDefaultInfo)).toEqual({ show_location_banner: true, support_phone: '' });
  });

  it("serves a production store's name, pictures, colours, phone and links from site.json, and no demo", async () => {
    await applyPackage(t.deps.db, await checked(EXAMPLE), null, new Date());
    const html = await page('store.agency.example');
    for (const demo of DEMO_FACE) expect(html).not.toContain(demo);
    expect(html).toContain('<title>Example Benefits Agency</title>');
    expect(html).toContain('<link rel="icon" href="/example/favicon.svg">');
    const branding = {
      site_name: 'Example Benefits Agency',
      logo: '/example/logo.svg',
      favicon: '/example/favicon.svg',
      banner_image: '/example/hero.svg',
      footer_icon: '/example/favicon.svg',
      brand_color: '#5b2a86',
      brand_dark_color: '#43206a',
      support_phone: '5125550199',
      support_url: 'mailto:help@agency.example?subject=Support%20request',
      feedback_url: 'https://agency.example/feedback',
      footer_text: 'Example Benefits Agency, licensed in Texas (license 0000000).',
      // The example sells no association plan: no "Association Benefits" menu.
      association_menu: 'false',
    };
    expect(brandingIn(html)).toMatchObject(branding);
    expect(Object.keys(brandingIn(html)).filter((key) => /app_store|play_store/.test(key))).toEqual([]);
    const browser = t.browser();
    const asked = await browser.ok(getExternalSiteDynamicInformation, {
      query: { site_domain: 'store.agency.example' },
    });
    expect(asked.result).toEqual(brandingIn(html));
    expect(await browser.ok(getDefaultInfo)).toEqual({
      show_location_banner: true,
      support_phone: '5125550199',
    });
    expect(await browser.ok(getTicketLink)).toEqual({
      ticket: 'mailto:help@agency.example?subject=Support%20request',
      feedback: 'https://agency.example/feedback',
    });
    // What leaves the page names the store too: a sign-in link's e-mail, the PDF's author.
    expect(await storeName(t.deps.db)).toBe('Example Benefits Agency');
    const mail = composeSignInLink({
      link: 'https://store.agency.example/sign-in/link#x',
      email: 'dana@agency.example',
      store: await storeName(t.deps.db),
    });
    expect(mail.text).toContain('sign in to Example Benefits Agency as dana@agency.example');
    for (const demo of DEMO_FACE) expect(`${mail.text}${mail.html}`).not.toContain(demo);
  });

  it('gives a host its own fields over the store’s, and diff and export name them', async () => {
    const dir = exampleWithSite((site) => {
      site.name = 'Example Agency';
      site.hosts = {
        'clinic.agency.example': { name: 'Clinic Benefits', colors: { brand: '#0f6e66' }, phone: null },
      };
    });
    const next = await checked(dir);
    const before = await readCatalog(t.deps.db);
    expect(diffText(diffCatalog(before, asStored(next))).split('\n')).toEqual([
      'site face: name "Example Benefits Agency" → "Example Agency"',
      'site host clinic.agency.example: colors {"brand":"#5b2a86","brand_dark":"#43206a"} → {"brand":"#0f6e66"}; name "Example Benefits Agency" → "Clinic Benefits"; phone "5125550199" → none',
      'Summary: records 0 added, 0 removed, 0 changed; rate rows 0 added, 0 removed, 0 changed; 2 site faces changed; takes effect at once (no --effective date).',
    ]);
    await applyPackage(t.deps.db, next, null, new Date());
    const clinic = brandingIn(await page('clinic.agency.example'));
    expect(clinic).toMatchObject({
      site_name: 'Clinic Benefits',
      brand_color: '#0f6e66',
      logo: '/example/logo.svg',
    });
    expect(clinic.support_phone).toBeUndefined();
    expect(clinic.brand_dark_color).toBeUndefined();
    expect(brandingIn(await page('other.agency.example')).site_name).toBe('Example Agency');

    // Export writes site.json back as it was written; applying it again changes nothing.
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-out-'));
    folders.push(out);
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('the store has no catalog');
    writePackage(out, stored);
    const written = JSON.parse(fs.readFileSync(path.join(out, 'site.json'), 'utf8'));
    expect(written).toEqual((await checked(dir)).site);
    expect(diffText(diffCatalog(stored, asStored(await checked(out))))).toBe(
      'No change: the store already has this catalog.',
    );
  });

  it('shows the association menu once the catalog sells an association plan, unless site.json hides it', async () => {
    await applyPackage(t.deps.db, await checked(DEMO_PACKAGE), null, new Date());
    const demo = brandingIn(await page('store.agency.example'));
    expect(demo).toMatchObject({ site_name: 'Benefit Store', association_menu: 'true' });
    const hidden = demoPackageCopy((dir) => {
      const site = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8'));
      fs.writeFileSync(
        path.join(dir, 'site.json'),
        JSON.stringify({ ...site, menus: { association: false } }),
      );
    });
    folders.push(hidden);
    await applyPackage(t.deps.db, await checked(hidden), null, new Date());
    expect(brandingIn(await page('store.agency.example')).association_menu).toBe('false');
  });
  it('turns the step pictures off for the store, on for a host, and exports what it was given', async () => {
    const dir = exampleWithSite((site) => {
      site.step_pictures = false;
      site.hosts = { 'clinic.agency.example': { step_pictures: true } };
    });
    const next = await checked(dir);
    const before = await readCatalog(t.deps.db);
    expect(diffText(diffCatalog(before, asStored(next)))).toContain('step_pictures none → false');
    await applyPackage(t.deps.db, next, null, new Date());
    // The page shell tells the wizard: no pictures on the store's own host, pictures on the clinic's.
    expect(brandingIn(await page('store.agency.example')).step_pictures).toBe('false');
    expect(brandingIn(await page('clinic.agency.example')).step_pictures).toBe('true');
    expect(brandingIn(await page('other.agency.example')).step_pictures).toBe('false');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-face-out-'));
    folders.push(out);
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('the store has no catalog');
    writePackage(out, stored);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'site.json'), 'utf8'))).toMatchObject({
      step_pictures: false,
      hosts: { 'clinic.agency.example': { step_pictures: true } },
    });
  });
});
