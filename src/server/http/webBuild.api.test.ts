import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../testing/testApp';

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
  fs.mkdirSync(path.join(distDir, 'carriers'));
  fs.writeFileSync(path.join(distDir, 'carriers/logo.svg'), logo);
  t = await startTestApp({ env: { SERVE_WEB: 'true', WEB_DIST: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`the built web app on the wire (${TEST_DIALECT})`, () => {
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
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(shell);
    }
  });

  it('answers 304 to a page shell the browser already has', async () => {
    for (const url of ['/index.html', '/plans']) {
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
