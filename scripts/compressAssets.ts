import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts and archives are already compressed. */
const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);

/** What one pass wrote, for the build log and the tests. */
export interface CompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file in a
 * build folder, so the server sends them by content negotiation without compressing per request. A
 * sibling is written only when it is smaller than the file; the server then falls back to the file itself.
 */
export async function compressBuildFolder(dir: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await listFiles(dir)).filter((file) =>
    TEXT_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files += 1;
      summary.rawBytes += raw.length;
      summary.brotliBytes += Math.min(br.length, raw.length);
      summary.gzipBytes += Math.min(gz.length, raw.length);
      if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
  return summary;
}

/** Vite build plugin: compresses the finished build folder (whatever `--outDir` says), public files included. */
export function compressAssets(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'benefit-store:compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Last and alone, so files other plugins write when the bundle closes are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.write === false || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // A build that failed wrote nothing (rolldown still closes it): its own error is the one to show.
        if (!(await fs.stat(outDir).catch(() => null))) return;
        const summary = await compressBuildFolder(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        config.logger.info(
          `compressed ${summary.files} text files: ${kb(summary.rawBytes)} raw, ${kb(summary.brotliBytes)} br, ${kb(summary.gzipBytes)} gzip`,
        );
      },
    },
  };
}
