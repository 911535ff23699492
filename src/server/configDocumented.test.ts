import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

const ROOT = path.resolve(__dirname, '../..');

/** Every .ts and .tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The environment variables the code under src reads by name (process's, Vite's, or an `env` passed in). */
function variablesReadInSource(): Map<string, string> {
  const read = new Map<string, string>();
  const patterns = [/\benv\.([A-Z][A-Z0-9_]+)/g, /\benv\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g];
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) if (match[1]) read.set(match[1], path.relative(ROOT, file));
  }
  return read;
}

describe('the README names every environment variable the code reads', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const named = (name: string) => readme.includes(`\`${name}\``);

  it('finds the variables read in the source (the scan itself works)', () => {
    const read = variablesReadInSource();
    expect(read.get('TEST_DATABASE_URL')).toBeDefined();
    expect(read.get('VITE_BENEFIT_HOST')).toBe(path.join('src', 'web', 'api', 'callApi.ts'));
  });

  it('names each one read in src, and each of the configuration schema', () => {
    const missing = [...variablesReadInSource()]
      .filter(([name]) => !named(name))
      .map(([name, file]) => `${name} (${file})`);
    missing.push(...CONFIG_VARIABLES.filter((name) => !named(name)).map((name) => `${name} (config.ts)`));
    expect(missing).toEqual([]);
  });
});

describe('the configuration lists every variable the server reads', () => {
  it('reads none by name outside it (a carrier secret may never be one of them: carrierDeliveryRules.ts)', () => {
    const outside = [...variablesReadInSource()]
      .filter(([, file]) => file.startsWith(path.join('src', 'server')) && !/\.test\.ts$/.test(file))
      .filter(([name]) => !CONFIG_VARIABLES.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(outside).toEqual([]);
  });
});

describe('PUBLIC_URL', () => {
  it('follows PORT when it is not set', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is the one given when it is set, whatever the port', () => {
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://store.example' }).PUBLIC_URL).toBe(
      'https://store.example',
    );
  });
});
