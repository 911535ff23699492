import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed file names never change content: a browser may keep them a year without asking. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page shell names the current hashed files, so the browser must ask (a 304 is cheap) every time. */
export const PAGE_SHELL_CACHE = 'no-cache';
/** Public files keep their names across builds (logos): a short hour, then revalidate by ETag. */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

const HASHED_ASSETS_PREFIX = '/assets/';
const PAGE_SHELL = 'index.html';

/** Which cache policy a built file gets, from its path inside the build folder (`.br`/`.gz` siblings alike). */
function cachePolicyFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith(HASHED_ASSETS_PREFIX.slice(1))) return HASHED_ASSET_CACHE;
  if (file === PAGE_SHELL) return PAGE_SHELL_CACHE;
  return PUBLIC_FILE_CACHE;
}

/** A request for a hashed asset that is not there must be a 404, never the page shell in its place. */
export function isHashedAssetPath(url: string): boolean {
  return url.startsWith(HASHED_ASSETS_PREFIX);
}

/**
 * Serves a `vite build` folder: the `.br`/`.gz` siblings written at build time by content negotiation
 * (brotli, then gzip, else the file; always `Vary: Accept-Encoding`), with ETag and Last-Modified for
 * 304s and the cache policy of `cachePolicyFor`. The siblings have no routes of their own.
 */
export async function serveWebBuild(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cachePolicyFor(path.relative(webRoot, filePath)));
    },
  });
}
