import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';

// A tiny build folder as `vite build` leaves it: hashed assets with .br/.gz siblings, the page shell, a logo.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-web-'));
const script = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `plan ${i}`))};\n`;
const shell = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">${'shell '.repeat(100)}</div></body></html>`;
const logo = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

function writeWithSiblings(relative: string, text: string): void {
  const file = path.join(distDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  writeWithSiblings('assets/app-abc123.js', script);
  writeWithSiblings('index.html', shell);
  // The manifest names the landing page's chunk, which the shell of / preloads.
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(
    path.join(distDir, '.vite/manifest.json'),
    JSON.stringify({ 'src/web/features/landing/LandingPage.tsx': { file: 'assets/LandingPage-def456.js' } }),
  );
  fs.mkdirSync(path.join(distDir, 'carriers'));
  fs.writeFileSync(path.join(distDir, 'carriers/logo.svg'), logo);
  t = await startTestApp({ env: { SERVE_WEB: 'true', WEB_DIST: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const BRANDING_BLOCK = /<script type="application\/json" id="site-branding">(.*?)<\/script>/;
const PRELOADS = /<link rel="(module)?preload"[^>]*>/g;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`the built web app on the wire (${TEST_DIALECT})`, () => {
  it("does not hand out the build's manifest (source paths): the address gets the page shell", async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('src/web/features');
  });

  it('sends brotli when the browser accepts it, bytes equal to the file, cached immutable a year', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // The security headers stay on static answers.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when nothing is accepted, still saying it varies', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('revalidates the page shell at /, /index.html and a client route, compressed too', async () => {
    for (const url of ['/', '/index.html', '/plans', '/enrollment/personal-info']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers.etag, url).toBeTruthy();
      expect(response.headers['last-modified'], url).toBeTruthy();
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      const html = zlib.brotliDecompressSync(response.rawPayload).toString();
      // index.html asked by name is the file; every client route carries the site's branding too.
      expect(html.replace(BRANDING_BLOCK, '').replace(PRELOADS, ''), url).toBe(shell);
    }
  });

  it("puts the host's branding in the shell, the same as its branding call answers", async () => {
    for (const host of ['localhost', 'doctor.localhost', 'unknown.example']) {
      const html = (await get('/plans', { host })).body;
      const call = await get(`/api/v1/get-external-site-dynamic-information?site_domain=${host}`, { host });
      const block = BRANDING_BLOCK.exec(html);
      expect(block?.[1], host).toBeTruthy();
      expect(JSON.parse(block?.[1] ?? ''), host).toEqual(call.json().data.result);
    }
    // The demo's own face: its favicon in the tab, its hero picture on the landing page.
    const demo = await get('/api/v1/get-external-site-dynamic-information?site_domain=localhost');
    expect(demo.json().data.result).toMatchObject({
      favicon: '/brand/favicon.svg',
      banner_image: '/brand/banner.svg',
    });
    const shop = await get('/plans', { host: 'localhost' });
    const doctor = await get('/plans', { host: 'doctor.localhost' });
    expect(doctor.headers.etag).not.toBe(shop.headers.etag);
  });

  it('preloads the landing chunk and the banner on / only', async () => {
    const landing = (await get('/', { host: 'doctor.localhost' })).body;
    expect(landing).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-def456.js">');
    expect(landing).toMatch(
      /<link rel="preload" as="image" href="\/brand\/[\w-]*banner\.svg" fetchpriority="high">/,
    );
    const plans = (await get('/plans', { host: 'doctor.localhost' })).body;
    expect(plans).not.toContain('rel="preload"');
    expect(plans).not.toContain('LandingPage-def456.js');
  });

  it('keeps a branding value that looks like markup inside its JSON block', async () => {
    const hostile = '</script><script>alert(1)</script>&\u2028';
    const row = await t.deps.db
      .selectFrom('sites')
      .select('settings')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as Record<string, string>;
    await t.deps.db
      .updateTable('sites')
      .set({
        settings: JSON.stringify({ ...settings, site_name: hostile, banner_image: '//evil.example/x.svg' }),
      })
      .where('domain', '=', 'localhost')
      .execute();
    try {
      const html = (await get('/', { host: 'localhost' })).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)?.length).toBe(2);
      expect(JSON.parse(BRANDING_BLOCK.exec(html)?.[1] ?? '').site_name).toBe(hostile);
      // Only a path on this site is preloaded.
      expect(html).not.toContain('rel="preload"');
    } finally {
      await t.deps.db
        .updateTable('sites')
        .set({ settings: row.settings })
        .where('domain', '=', 'localhost')
        .execute();
    }
  });

  it('answers 304 to a page shell the browser already has', async () => {
    for (const url of ['/index.html', '/plans', '/']) {
      const first = await get(url, { 'accept-encoding': 'gzip' });
      const etag = String(first.headers.etag);
      const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers['cache-control'], url).toBe('no-cache');
      const changed = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': 'W/"other"' });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('sends the shell uncompressed to a browser that refuses both encodings', async () => {
    const response = await get('/plans', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('id="site-branding"');
    const gzip = await get('/plans', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(response.body);
  });

  it('answers 404, not the page shell, for a hashed asset that is not there or a sibling asked by name', async () => {
    for (const url of ['/assets/app-gone999.js', '/assets/app-abc123.js.br', '/assets/app-abc123.js.gz']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 'error', statusCode: 404 });
    }
  });

  it('caches public files with fixed names briefly, and API answers not at all', async () => {
    const logoAnswer = await get('/carriers/logo.svg', { 'accept-encoding': 'br' });
    expect(logoAnswer.statusCode).toBe(200);
    expect(logoAnswer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logoAnswer.headers['cache-control']).toBe('public, max-age=3600');
    // No sibling was built for it, so the file itself is sent.
    expect(logoAnswer.headers['content-encoding']).toBeUndefined();
    expect(logoAnswer.body).toBe(logo);
    const api = await get('/api/v1/get-states', { 'accept-encoding': 'br' });
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
