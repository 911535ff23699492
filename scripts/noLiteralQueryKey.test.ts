import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLUGIN = path.join(ROOT, 'lint/noLiteralQueryKey.grit');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** The lines of `source` that biome, with only this plugin, reports as literal query keys. */
function reportedLines(source: string): number[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-keys-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'biome.json'),
      JSON.stringify({ linter: { rules: { recommended: false } }, plugins: [PLUGIN] }),
    );
    fs.writeFileSync(path.join(dir, 'probe.ts'), source);
    const run = spawnSync(BIOME, ['lint', '--max-diagnostics=100', 'probe.ts'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    return [...output.matchAll(/probe\.ts:(\d+):\d+ plugin/g)].map((match) => Number(match[1]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the lint against literal query keys', () => {
  it('reports each literal key, and no key from the factory or a contract call', () => {
    const source = [
      "useQuery({ queryKey: ['cart', id], queryFn });",
      'useQuery({ queryKey: queryKeys.cart(id), queryFn });',
      "client.invalidateQueries({ queryKey: ['auth'] });",
      'client.invalidateQueries({ queryKey: queryKeys.auth() });',
      "client.setQueryData(['answer'], 1);",
      "client.getQueryData(['enrollment', id, 'type']);",
      'client.getQueryData(queryKeys.tempInfo(id, "type"));',
      "client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'elevate-site' });",
      'client.removeQueries({ predicate: (query) => query.queryKey[0] !== callKey(call)[0] });',
      'useQuery({ queryKey: [...queryKeys.featured(), scope], queryFn });',
      'useQuery(callQuery(getCoverages));',
    ].join('\n');
    expect(reportedLines(source)).toEqual([1, 3, 5, 6, 8, 10]);
  });
});
