import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budget for the JavaScript the first page needs (the entry, what index.html preloads, and the
 * landing page's chunk), gzip-compressed. Run after `vite build`; exits 1 over budget.
 */
const FIRST_PAGE_BUDGET_KB = 150;
const LARGEST_CHUNK_BUDGET_KB = 120;

const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const landing = assets.filter((name) => name.startsWith('LandingPage-')).map((name) => `assets/${name}`);
const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

const firstPage = [...new Set([...referenced, ...landing])];
const firstPageKb = firstPage.reduce((sum, file) => sum + gzipKb(file), 0);
const largest = assets.map((name) => ({ name, kb: gzipKb(`assets/${name}`) })).sort((a, b) => b.kb - a.kb)[0];

console.log(
  `first page JS: ${firstPageKb.toFixed(1)} KB gzip over ${firstPage.length} files (budget ${FIRST_PAGE_BUDGET_KB} KB)`,
);
console.log(
  `largest chunk: ${largest?.name} ${largest?.kb.toFixed(1)} KB gzip (budget ${LARGEST_CHUNK_BUDGET_KB} KB)`,
);
console.log(`chunks: ${assets.length}`);
if (firstPageKb > FIRST_PAGE_BUDGET_KB || (largest?.kb ?? 0) > LARGEST_CHUNK_BUDGET_KB) {
  console.error('Bundle over budget.');
  process.exit(1);
}
