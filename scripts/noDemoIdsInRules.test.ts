import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A guard beside the behaviour tests (src/server/access/demoRulesAsData.api.test.ts): the rules name no
 * demo group, rep code or host. The demo's groups, codes and doctor host are its data (the seed), and a
 * production store sets its own with `npm run accounts`.
 */
const RULE_FOLDERS = [
  'src/domain',
  'src/contract',
  'src/server/features',
  'src/server/steps',
  'src/server/access',
  'src/server/sites',
  'src/web',
];
/** The demo's group ids, enroller and group codes, and its doctor host, as code would name them. */
const DEMO_VALUES =
  /\b(?:1929|2512|2556|3001|3002)\b|\b(?:JE1001|JE1002|PN2001|MR3001|EC4001|MBS19290|CDP25120|RWL25560|SFP30010|LKS30020)\b|doctor\.localhost/;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found;
}

/** A line that is code, not a comment. */
const isCode = (line: string) => !/^\s*(?:\/\/|\/\*|\*)/.test(line);

describe('the rules name no demo value', () => {
  it('no group id, code or doctor host of the demo in the code of domain, contract, features, steps, access, sites or web', () => {
    const root = path.join(import.meta.dirname, '..');
    const files = RULE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => isCode(line) && DEMO_VALUES.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
