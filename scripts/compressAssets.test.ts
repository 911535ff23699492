import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBuildFolder } from './compressAssets';

const dirs: string[] = [];
function buildFolder(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-compress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const js = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
const css = `.card { padding: 1rem; }\n`.repeat(50);
const html = `<!doctype html><html><body>${'<p>hello</p>'.repeat(40)}</body></html>`;

describe('compressBuildFolder', () => {
  it('writes brotli and gzip siblings that decompress to each text file, in nested folders too', async () => {
    const dir = buildFolder({
      'index.html': html,
      'assets/app-abc123.js': js,
      'assets/app-abc123.css': css,
      'carriers/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`,
    });
    const summary = await compressBuildFolder(dir);
    expect(summary.files).toBe(4);
    for (const [name, text] of [
      ['index.html', html],
      ['assets/app-abc123.js', js],
      ['assets/app-abc123.css', css],
    ] as const) {
      const file = path.join(dir, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), name).toBe(text);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), name).toBe(text);
      expect(fs.statSync(`${file}.br`).size, name).toBeLessThan(Buffer.byteLength(text));
    }
    expect(fs.existsSync(path.join(dir, 'carriers/logo.svg.br'))).toBe(true);
    expect(summary.brotliBytes).toBeLessThan(summary.rawBytes);
  });

  it('leaves images and fonts alone, skips siblings that would not be smaller, and does not compress siblings', async () => {
    const dir = buildFolder({
      // Compressible bytes, so only the extension keeps them out.
      'brand/photo.png': Buffer.alloc(4096, 7),
      'assets/font-1.woff2': Buffer.alloc(4096, 9),
      'tiny.txt': 'a',
      'assets/app.js': js,
    });
    await compressBuildFolder(dir);
    await compressBuildFolder(dir);
    const written = fs.readdirSync(dir, { recursive: true }).map(String).sort();
    expect(written).toEqual([
      'assets',
      'assets/app.js',
      'assets/app.js.br',
      'assets/app.js.gz',
      'assets/font-1.woff2',
      'brand',
      'brand/photo.png',
      'tiny.txt',
    ]);
  });
});
