import fs from 'node:fs';
import path from 'node:path';

/**
 * The run's list of routes seen to fit a phone (320, 360 and 390 px; pageChecks.ts): a file in the
 * run's data folder (E2E_DATA_DIR, set by playwright.config.ts, removed with the server's data at the
 * end), so every worker reads what the others checked.
 */
function listFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'routes-fit-phone.txt');
}

function listed(): Set<string> {
  try {
    return new Set(fs.readFileSync(listFile(), 'utf8').split('\n'));
  } catch {
    return new Set();
  }
}

/**
 * The routes (routePattern.ts) already seen fit a phone in this run, by a spec's own check or the
 * automatic one in fixtures.ts, in any worker: each is checked once per run, which keeps the suite
 * fast with two workers as with one. Two workers checking one route at once both check it, no harm.
 */
export const routesFitPhone = {
  has(pattern: string): boolean {
    return listed().has(pattern);
  },
  add(pattern: string): void {
    if (!listed().has(pattern)) fs.appendFileSync(listFile(), `${pattern}\n`);
  },
};
