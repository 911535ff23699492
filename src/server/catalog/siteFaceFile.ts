import fs from 'node:fs';
import path from 'node:path';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../domain/colorContrast';
import { PROJECT_ROOT } from '../projectRoot';
import type { ProblemList } from './packageProblem';
import { PACKAGE_FILES } from './packageSchema';
import { type SiteFace, type SiteFile, siteFileSchema } from './siteFaceSchema';

const FILE = PACKAGE_FILES.site;
/** The folder the store serves its own files from (Vite copies it into the build). */
const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
/** The page's background (styles.css `--bg`), on which links are written in the brand colour. */
const PAGE_BACKGROUND = '#f5f8fb';
/** Text on the brand colour (buttons, the cart's count) when site.json names none. */
const DEFAULT_TEXT_ON_BRAND = '#ffffff';
const PICTURES = ['logo', 'favicon', 'hero_image', 'footer_logo'] as const;

/** A host's face: the store's, each field the host gives in its place. */
export function hostFace(file: SiteFile, host: string): SiteFace {
  const { hosts, ...store } = file;
  const own = hosts?.[host] ?? {};
  const face: Record<string, unknown> = { ...store };
  for (const [key, value] of Object.entries(own)) if (value !== undefined) face[key] = value;
  return face as SiteFace;
}

const ratio = (value: number) => `${value.toFixed(2)}:1`;

/** What a site's colours and pictures break: pictures that are no file under public/, text too faint to read. */
function faceProblems(face: Partial<SiteFace>, where: string, problems: ProblemList): void {
  const at = (field: string) => [where, field].filter(Boolean).join(' ');
  for (const field of PICTURES) {
    const picture = face[field];
    if (picture && !fs.existsSync(path.join(PUBLIC_DIR, picture)))
      problems.add({
        file: FILE,
        path: at(field),
        field,
        message: `${JSON.stringify(picture)} is not a file under public/: put the picture there (public${picture}) or fix the path`,
      });
  }
  const colors = face.colors;
  if (!colors) return;
  const text = colors.text_on_brand ?? DEFAULT_TEXT_ON_BRAND;
  for (const [field, background] of [
    ['brand', colors.brand],
    ['brand_dark', colors.brand_dark],
  ] as const) {
    if (!background) continue;
    const contrast = contrastRatio(text, background);
    if (contrast < AA_TEXT_CONTRAST)
      problems.add({
        file: FILE,
        path: at(`colors.${field}`),
        field,
        message: `text ${text} on ${background} has a contrast of ${ratio(contrast)}; WCAG AA needs at least 4.5:1: choose a darker ${field === 'brand' ? 'brand colour' : 'brand_dark'} or another text_on_brand`,
      });
  }
  const links = contrastRatio(colors.brand, PAGE_BACKGROUND);
  if (links < AA_TEXT_CONTRAST)
    problems.add({
      file: FILE,
      path: at('colors.brand'),
      field: 'brand',
      message: `links in ${colors.brand} on the page's background ${PAGE_BACKGROUND} have a contrast of ${ratio(links)}; WCAG AA needs at least 4.5:1: choose a darker brand colour`,
    });
}

/**
 * site.json, read and checked (its shape, its pictures, its colours' contrast, for the store and for
 * each host), or null when the package has none (the store then shows a plain face: docs/catalog.md).
 */
export function readSiteFile(dir: string, problems: ProblemList): SiteFile | null {
  const full = path.join(dir, FILE);
  if (!fs.existsSync(full)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    problems.add({ file: FILE, message: `is not JSON: ${(error as Error).message}` });
    return null;
  }
  const parsed = siteFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.path.map(String);
      const where =
        keys[0] === 'hosts' && keys.length > 1
          ? [`host ${keys[1]}`, keys.slice(2).join('.')]
          : [keys.join('.')];
      problems.add({
        file: FILE,
        path: where.filter(Boolean).join(' ') || undefined,
        field: keys.at(-1) ?? '',
        message: issue.message,
      });
    }
    return null;
  }
  // The store's null is its none, as a field left out: only a host's null says something (none here).
  const file = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== null),
  ) as SiteFile;
  const { hosts, ...store } = file;
  faceProblems(store, '', problems);
  // A host's own fields only: what it takes from the store's was checked there.
  for (const [host, own] of Object.entries(hosts ?? {})) faceProblems(own, `host ${host}`, problems);
  return file;
}

/** Writes site.json as export does (nothing when the store has no face of its own). */
export function writeSiteFile(dir: string, file: SiteFile | null): void {
  if (!file) return;
  fs.writeFileSync(path.join(dir, FILE), `${JSON.stringify(file, null, 2)}\n`);
}
