// The server's build (`npm run build:server`): every program the server runs as, bundled by esbuild
// into dist-server/, one ESM file per entry named after its source file, for plain node. Plain
// JavaScript so that it runs without tsx: the operator's commands build with it before they run
// (with --quiet: then it prints nothing unless the build fails).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist-server');

/**
 * The server's entries: the server, the operator's commands, and every worker-thread file (a thread
 * loads its own file, so each worker is an entry of its own). Each bundle keeps its source file's name
 * (src/server/serverBuild.ts and testing/serverProcess.ts count on it).
 */
const ENTRIES = [
  'src/server/main.ts',
  'src/server/seed/seedCommand.ts',
  'src/server/memberLinkCommand.ts',
  'src/server/accountCommand.ts',
  'src/server/catalogCommand.ts',
  'src/server/backupCommand.ts',
  'src/server/renewalCommand.ts',
  'src/server/pdfRender/applicationPdf.ts',
];

/** Writes a file by a rename, so a program starting meanwhile reads the old file or the new one, never half. */
function writeWhole(file, contents) {
  const kept = fs.existsSync(file) ? fs.readFileSync(file) : null;
  // Unchanged: left alone, so a running server's next worker thread loads the same file it would have.
  if (kept?.equals(contents)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Builds every entry into dist-server/; any error or warning fails the build (exit 1), with what esbuild said. */
async function buildServer() {
  const started = performance.now();
  const entryPoints = Object.fromEntries(ENTRIES.map((entry) => [path.basename(entry, '.ts'), entry]));
  if (Object.keys(entryPoints).length !== ENTRIES.length)
    throw new Error('Two server entries share a file name');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules, loaded by node as they are: the bundle is only this repository's code.
    packages: 'external',
    // Stack traces point at src/ when node runs with --enable-source-maps; the source itself stays out.
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) {
    throw new Error(`esbuild warned:\n${result.warnings.map((warning) => warning.text).join('\n')}`);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set();
  let bytes = 0;
  for (const file of result.outputFiles) {
    writeWhole(file.path, file.contents);
    written.add(path.basename(file.path));
    bytes += file.contents.length;
  }
  // A bundle of an entry that is gone would otherwise stay, runnable and stale.
  for (const name of fs.readdirSync(OUT_DIR)) {
    if (/\.js(\.map)?$/.test(name) && !written.has(name)) fs.rmSync(path.join(OUT_DIR, name));
  }
  if (process.argv.includes('--quiet')) return;
  const took = Math.round(performance.now() - started);
  console.error(
    `Server built: ${ENTRIES.length} entries into dist-server/ (${Math.round(bytes / 1024)} KB) in ${took} ms`,
  );
}

try {
  await buildServer();
} catch (error) {
  // esbuild's own errors carry their file and line in the message.
  console.error(
    `The server build failed (scripts/buildServer.mjs):\n${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
