import path from 'node:path';

/** The import rule of ARCHITECTURE.md, as data the checker and its test share. */
export type Layer = 'domain' | 'contract' | 'server' | 'web';

const MAY_IMPORT: Record<Layer, Layer[]> = {
  domain: ['domain'],
  contract: ['contract', 'domain'],
  server: ['server', 'contract', 'domain'],
  web: ['web', 'contract', 'domain'],
};

/** Packages a layer may use: domain and contract stay pure (zod only); web never takes server packages. */
const PACKAGE_RULES: Record<Layer, (name: string) => boolean> = {
  domain: (name) => name === 'zod',
  contract: (name) => name === 'zod',
  server: (name) =>
    !['react', 'react-dom', 'react-router', '@tanstack/react-query', 'react-hook-form'].includes(name),
  web: (name) =>
    !name.startsWith('node:') && !['fastify', 'kysely', 'pg', 'better-sqlite3', 'zipcodes'].includes(name),
};

export interface SourceFile {
  /** Path relative to the project root, with forward slashes. */
  path: string;
  source: string;
}

export function layerOf(file: string): Layer | null {
  const match = /^src\/(domain|contract|server|web)\//.exec(file);
  return match ? (match[1] as Layer) : null;
}

function featureOf(file: string): string | null {
  const match = /^src\/(server|web)\/features\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec) found.push(spec);
  }
  return found;
}

function packageName(spec: string): string {
  if (spec.startsWith('node:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

/** Every import that breaks the rule, as "file: message" lines. */
export function findViolations(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const layer = layerOf(file.path);
    if (!layer) continue;
    if (/\/index\.tsx?$/.test(file.path)) problems.push(`${file.path}: no barrel files (index.ts)`);
    const feature = featureOf(file.path);
    const isTest = /\.test\.tsx?$/.test(file.path);
    for (const spec of importsOf(file.source)) {
      if (spec.startsWith('.')) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec));
        if (!isTest && /^testing(\/|$)/.test(target)) {
          problems.push(`${file.path}: only tests import the test helpers (${spec})`);
        }
        const targetLayer = layerOf(`${target}/`) ?? layerOf(target);
        if (!targetLayer) continue;
        if (!MAY_IMPORT[layer].includes(targetLayer)) {
          problems.push(`${file.path}: ${layer} must not import ${targetLayer} (${spec})`);
        }
        const targetFeature = featureOf(target);
        if (feature && targetFeature && targetFeature !== feature) {
          problems.push(`${file.path}: feature ${feature} reaches into ${targetFeature} (${spec})`);
        }
      } else if (!PACKAGE_RULES[layer](packageName(spec)) && !(isTest && packageName(spec) === 'vitest')) {
        problems.push(`${file.path}: ${layer} must not use the package ${packageName(spec)}`);
      }
    }
  }
  return problems;
}
