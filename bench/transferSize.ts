import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, startServer } from './benchServer';

/**
 * What the first page costs on the wire (issue 11, Transfer): the real server on the built store
 * (WEB_DIST, default dist/) on TRANSFER_PORT (default 3321), asked for the page shell and every file it
 * loads (script, module preloads, style sheets) as a browser accepting br, as one accepting only gzip,
 * and as one accepting nothing. Prints the bytes each way. Budget: every text file compressed (br and
 * gzip, decoding to the same bytes; a file too small to shrink goes as it is), `Vary: Accept-Encoding`, hashed assets immutable for a year, the
 * page shell `no-cache` with a 304 on its ETag. Exits 1 when any of that fails. `npm run bench:transfer`.
 */
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'dist'));
const PORT = Number(process.env.TRANSFER_PORT ?? 3321);
const BASE = `http://127.0.0.1:${PORT}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decode them). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The real server on the build folder; the start refuses a port another server already answers on (TRANSFER_PORT moves it). */
async function startOnBuild(): Promise<() => Promise<void>> {
  return (await startServer(0, PORT, {}, WEB_DIST)).stop;
}

const problems: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) problems.push(message);
};

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

interface Row {
  url: string;
  raw: number;
  gzip: number;
  br: number;
}

/** One file three ways; checks the encodings, Vary and the cache policy. */
async function measure(url: string, cachePolicy: string): Promise<Row> {
  const plain = await get(url, {});
  check(plain.status === 200, `${url}: ${plain.status}`);
  check(plain.headers['content-encoding'] === undefined, `${url}: encoded without Accept-Encoding`);
  const sizes: Record<string, number> = {};
  // A file so small that compressing does not shrink it has no sibling (compressAssets), so goes as it is.
  const shrinks = zlib.gzipSync(plain.body, { level: 9 }).length < plain.body.length;
  for (const [accept, expected] of [
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const answer = await get(url, { 'accept-encoding': accept });
    sizes[expected] = answer.body.length;
    const sent = answer.headers['content-encoding'];
    check(shrinks ? sent === expected : sent === undefined, `${url}: ${sent} sent for "${accept}"`);
    check(/accept-encoding/i.test(String(answer.headers.vary)), `${url}: no Vary: Accept-Encoding`);
    check(
      answer.headers['cache-control'] === cachePolicy,
      `${url}: cache-control ${answer.headers['cache-control']}`,
    );
    const decode = decoders[String(answer.headers['content-encoding'])];
    if (decode) check(decode(answer.body).equals(plain.body), `${url}: ${expected} decodes to other bytes`);
  }
  return { url, raw: plain.body.length, gzip: sizes.gzip ?? 0, br: sizes.br ?? 0 };
}

const stop = await startOnBuild();
const rows: Row[] = [];
try {
  const shell = await measure('/', 'no-cache');
  rows.push(shell);
  const page = await get('/', { 'accept-encoding': 'br' });
  const etag = String(page.headers.etag);
  const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
  check(again.status === 304, `/: ${again.status} on a matching If-None-Match, not 304`);
  const html = (await get('/', {})).body.toString();
  const loaded = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  check(loaded.length > 0, 'the page shell loads no /assets/ files');
  for (const url of loaded) rows.push(await measure(url, IMMUTABLE));
  const missing = await get('/assets/not-there-0000.js', { 'accept-encoding': 'br' });
  check(missing.status === 404, `a missing hashed asset answers ${missing.status}, not 404`);
} finally {
  await stop();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const total = (pick: (row: Row) => boolean) => {
  const chosen = rows.filter(pick);
  return {
    raw: chosen.reduce((sum, row) => sum + row.raw, 0),
    gzip: chosen.reduce((sum, row) => sum + row.gzip, 0),
    br: chosen.reduce((sum, row) => sum + row.br, 0),
  };
};
console.log(`First page on the wire (${WEB_DIST}), KB:`);
console.log(`${'file'.padEnd(48)}     raw     gzip       br`);
for (const row of rows) console.log(`${row.url.padEnd(48)}${kb(row.raw)} ${kb(row.gzip)} ${kb(row.br)}`);
for (const [label, pick] of [
  ['JavaScript', (row: Row) => row.url.endsWith('.js')],
  ['CSS', (row: Row) => row.url.endsWith('.css')],
  ['all, with index.html', () => true],
] as const) {
  const sum = total(pick);
  console.log(`${`total ${label}`.padEnd(48)}${kb(sum.raw)} ${kb(sum.gzip)} ${kb(sum.br)}`);
}
// The whole build as stored: every text file and the sibling the server would send instead.
const built = { files: 0, raw: 0, gzip: 0, br: 0 };
for (const entry of fs.readdirSync(WEB_DIST, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.`)) continue;
  const raw = fs.statSync(file).size;
  const sibling = (ext: string) => (fs.existsSync(`${file}${ext}`) ? fs.statSync(`${file}${ext}`).size : raw);
  built.files += 1;
  built.raw += raw;
  built.gzip += sibling('.gz');
  built.br += sibling('.br');
}
console.log(
  `${`whole build (${built.files} text files)`.padEnd(48)}${kb(built.raw)} ${kb(built.gzip)} ${kb(built.br)}`,
);
if (problems.length > 0) {
  console.error(`Transfer budget broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'Transfer budget holds: every file compressed (br, gzip), Vary set, assets immutable, shell revalidated.',
);
