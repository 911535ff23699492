import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'dist-server');
// The run's global setup (testing/buildServerOnce.ts) built it from the source as it is.
const bundles = () => fs.readdirSync(BUILD).filter((name) => name.endsWith('.js'));

/** Every package a bundle loads: its static imports and re-exports, bare imports, and `import("…")`. */
function packagesImported(code: string): Set<string> {
  const found = new Set<string>();
  const specifiers =
    /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
  for (const match of code.matchAll(specifiers)) {
    const spec = (match[1] ?? match[2] ?? match[3]) as string;
    if (spec.startsWith('node:') || spec.startsWith('.')) continue;
    const parts = spec.split('/');
    found.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return found;
}

describe('the server build (scripts/buildServer.mjs)', () => {
  it('has a bundle and a source map for the server, each command and the PDF worker', () => {
    const entries = [
      'main',
      'seedCommand',
      'memberLinkCommand',
      'accountCommand',
      'catalogCommand',
      'backupCommand',
      'renewalCommand',
      'applicationPdf',
    ];
    expect(bundles().sort()).toEqual(entries.map((entry) => `${entry}.js`).sort());
    for (const entry of entries) expect(fs.existsSync(path.join(BUILD, `${entry}.js.map`))).toBe(true);
  });

  it('loads only production dependencies: no tsx, no other development package, nothing bundled from node_modules', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const production = new Set(Object.keys(manifest.dependencies));
    for (const name of bundles()) {
      const code = fs.readFileSync(path.join(BUILD, name), 'utf8');
      const loaded = [...packagesImported(code)];
      expect(
        loaded.filter((pkg) => !production.has(pkg)),
        name,
      ).toEqual([]);
      // packages: 'external': a package's own code never lands in the bundle.
      expect(code, name).not.toMatch(/^\/\/ node_modules\//m);
    }
    expect(packagesImported(fs.readFileSync(path.join(BUILD, 'main.js'), 'utf8'))).toContain('fastify');
  });
});
