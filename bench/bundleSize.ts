import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budget for the JavaScript the first page needs, counted from Vite's manifest: the entry chunk
 * (index.html's module scripts and preloads) with everything they import statically, and the landing route's chunk
 * with everything IT imports statically, de-duplicated, gzip level 9. The first page's CSS is
 * reported beside it. Run after `vite build` (WEB_DIST names another build folder); exits 1 over budget.
 */
/**
 * Issue 11's budget for the first page's JavaScript: 101 KB since issue 39 (was 100, with 175 bytes
 * left): the store's own face from site.json (its name, three colours, the association menu only where
 * it sells one, a doctor-branded site by its kind) came to 0.2 KB on the first page.
 */
const FIRST_PAGE_BUDGET_KB = 101;
const LARGEST_CHUNK_BUDGET_KB = 120;
/** The `/` route's lazy page, as the manifest names it (its source path). */
const LANDING_SOURCE = 'src/web/features/landing/LandingPage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build with build.manifest (vite.config.ts) first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

// What index.html loads itself (its module scripts and modulepreload links), as manifest keys; a
// file the manifest does not name is counted as it is.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlFiles = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map((m) => m[1] as string);
if (htmlFiles.length === 0) throw new Error('index.html loads no module script.');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
for (const file of htmlFiles) if (!keyOfFile.has(file)) manifest[file] = { file };
const entryKeys = htmlFiles.map((file) => keyOfFile.get(file) ?? file);
if (!manifest[LANDING_SOURCE]) throw new Error(`The manifest has no chunk for ${LANDING_SOURCE}.`);

/** Every chunk key reachable from the given keys by static imports (the keys themselves included). */
function staticClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) stack.push(next);
  }
  return [...seen];
}

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const keys = staticClosure([...entryKeys, LANDING_SOURCE]);
const jsFiles = [...new Set(keys.map((key) => manifest[key]?.file as string))];
const cssFiles = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
const js = jsFiles.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const css = cssFiles.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const firstPageKb = js.reduce((sum, item) => sum + item.kb, 0);
const cssKb = css.reduce((sum, item) => sum + item.kb, 0);

/**
 * Later parts a first render waits for, beyond the first page: the files each loads (its static
 * closure less what the first page holds). Every file is a request, and on a phone each wave of
 * requests costs a round trip before the page can paint (docs/performance.md, eighth pass), so the
 * count has a budget as the bytes do.
 */
const LATER_PARTS: ReadonlyArray<{ name: string; sources: string[]; maxFiles: number; maxKb: number }> = [
  {
    name: 'the landing eligibility form',
    sources: ['src/web/components/EligibilityForm.tsx'],
    maxFiles: 4,
    maxKb: 48,
  },
  {
    name: 'Personal Information',
    sources: [
      'src/web/features/enrollment/EnrollmentPage.tsx',
      'src/web/features/enrollment/steps/PersonalStep.tsx',
    ],
    maxFiles: 6,
    // Every step's schemas (the call modules' full text, about 4 KB more) stay out: the wizard's
    // calls are route descriptors in the browser's build. 64 KB since issue 28 (was 63): the phone's
    // progress line and step list, the message for an enrollment continued elsewhere and the tier's
    // premier name came to 0.5 KB; the enroller code's button, hint and pop-up left for their own chunks.
    maxKb: 64,
  },
];
const firstPageFiles = new Set(jsFiles);
const laterParts = LATER_PARTS.map((part) => {
  for (const source of part.sources)
    if (!manifest[source]) throw new Error(`The manifest has no chunk for ${source}.`);
  const files = [...new Set(staticClosure(part.sources).map((key) => manifest[key]?.file as string))].filter(
    (file) => !firstPageFiles.has(file),
  );
  return { ...part, files, kb: files.reduce((sum, file) => sum + gzipKb(file), 0) };
});

const assets = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const largest = assets.map((name) => ({ name, kb: gzipKb(`assets/${name}`) })).sort((a, b) => b.kb - a.kb)[0];

console.log(`first page JS (entry + ${LANDING_SOURCE}, with their static imports):`);
for (const item of js) console.log(`  ${item.kb.toFixed(1).padStart(6)} KB  ${item.file}`);
console.log(`first page CSS:`);
for (const item of css) console.log(`  ${item.kb.toFixed(1).padStart(6)} KB  ${item.file}`);
console.log(
  `first page JS: ${firstPageKb.toFixed(1)} KB gzip over ${js.length} files (budget ${FIRST_PAGE_BUDGET_KB} KB)`,
);
console.log(`first page CSS: ${cssKb.toFixed(1)} KB gzip over ${css.length} files (not budgeted here)`);
console.log(
  `largest chunk: ${largest?.name} ${largest?.kb.toFixed(1)} KB gzip (budget ${LARGEST_CHUNK_BUDGET_KB} KB)`,
);
console.log(`chunks: ${assets.length}`);
for (const part of laterParts)
  console.log(
    `${part.name}: ${part.files.length} files (budget ${part.maxFiles}), ${part.kb.toFixed(1)} KB gzip (budget ${part.maxKb} KB): ${part.files.join(', ')}`,
  );
const partsOver = laterParts.filter((part) => part.files.length > part.maxFiles || part.kb > part.maxKb);
if (
  firstPageKb > FIRST_PAGE_BUDGET_KB ||
  (largest?.kb ?? 0) > LARGEST_CHUNK_BUDGET_KB ||
  partsOver.length > 0
) {
  console.error('Bundle over budget.');
  process.exit(1);
}
