import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAIN_STORE_NAME, SITE_BRANDING_ELEMENT_ID } from '../../domain/sites';
import { PAGE_SHELL_CACHE } from '../http/webBuild';
import { requestDomain } from './siteBranding';

interface ShellVariant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Branding is per site, so there are few variants; the cap only bounds memory against odd data. */
const MAX_VARIANTS = 64;
const ROOT_ELEMENT = '<div id="root">';
/** The landing page's module as Vite's manifest names it (the `landing` of vite.config.ts's first-page chunk). */
const LANDING_MODULE = 'src/web/features/landing/LandingPage.tsx';
const LANDING_PATH = '/';

/** The landing page's own chunk in the build, so the shell can fetch it with the entry, not after it. */
function landingChunk(webRoot: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file?: string }
    >;
    const file = manifest[LANDING_MODULE]?.file;
    return file ? `/${file}` : null;
  } catch {
    return null;
  }
}

/** A URL that may go in an attribute as it is: a path on this site. */
const SITE_PATH = /^\/(?!\/)[\w/.-]*$/;

/**
 * On the landing page, the browser can start on what its first render needs at once: the page's
 * chunk and the site's banner (its largest picture), instead of finding them after the script runs.
 */
function landingPreloads(chunk: string | null, branding: Record<string, string>): string {
  const links: string[] = [];
  if (chunk) links.push(`<link rel="modulepreload" crossorigin href="${chunk}">`);
  const banner = branding.banner_image;
  if (banner && SITE_PATH.test(banner))
    links.push(`<link rel="preload" as="image" href="${banner}" fetchpriority="high">`);
  return links.join('');
}

/** JSON that cannot end the script element it sits in, nor be read as markup. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text that may go in an element or a quoted attribute as it is. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The site's name as the tab's title and its favicon (site.json), in place of the template's. */
function withSiteHead(template: string, branding: Record<string, string>): string {
  const title = `<title>${escapeHtml(branding.site_name || PLAIN_STORE_NAME)}</title>`;
  const favicon = branding.favicon && SITE_PATH.test(branding.favicon) ? branding.favicon : 'data:,';
  return template
    .replace(/<title>[^<]*<\/title>/, title)
    .replace(/<link rel="icon" href="[^"]*" ?\/?>/, `<link rel="icon" href="${escapeHtml(favicon)}">`);
}

function buildVariant(template: string, brandingJson: string, preloads: string): ShellVariant {
  const block = `<script type="application/json" id="${SITE_BRANDING_ELEMENT_ID}">${brandingJson}</script>`;
  const withBranding = template.includes(ROOT_ELEMENT)
    ? template.replace(ROOT_ELEMENT, `${block}${ROOT_ELEMENT}`)
    : template.replace('</body>', `${block}</body>`);
  const html = preloads ? withBranding.replace('</head>', `${preloads}</head>`) : withBranding;
  const identity = Buffer.from(html);
  return {
    etag: `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** The encodings the browser accepts (a `q=0` refuses one), brotli first. */
function chosenEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/**
 * The page shell for client routes, with the site's branding in it (asked for by host name), so
 * the first render has the logo and banner at once. Compressed and tagged once per branding, then
 * answered from memory: `no-cache` with an ETag, so a browser that has it gets a 304.
 */
export function pageShellSender(
  webRoot: string,
  brandingFor: (host: string) => Promise<Record<string, string>>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const file = path.join(webRoot, 'index.html');
  const template = fs.readFileSync(file, 'utf8');
  const lastModified = fs.statSync(file).mtime.toUTCString();
  const chunk = landingChunk(webRoot);
  const variants = new Map<string, ShellVariant>();
  return async (request, reply) => {
    const branding = await brandingFor(requestDomain(request));
    const brandingJson = jsonForScript(branding);
    const landing = request.url.split('?')[0] === LANDING_PATH;
    const key = `${landing}|${brandingJson}`;
    let variant = variants.get(key);
    if (!variant) {
      if (variants.size >= MAX_VARIANTS) variants.clear();
      variant = buildVariant(
        withSiteHead(template, branding),
        brandingJson,
        landing ? landingPreloads(chunk, branding) : '',
      );
      variants.set(key, variant);
    }
    reply
      .header('cache-control', PAGE_SHELL_CACHE)
      .header('vary', 'Accept-Encoding')
      .header('etag', variant.etag)
      .header('last-modified', lastModified)
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? variant.br : encoding === 'gzip' ? variant.gzip : variant.identity);
  };
}
