import fs from 'node:fs';
import path from 'node:path';

/**
 * Modules that start another program (a server, a command, strace, git or biome), as a test file's
 * import names them. A file importing one runs in the `processes` project: its children take CPU of
 * their own and their start budgets are long.
 */
const PROGRAM_STARTERS = String.raw`node:child_process|(?:\.{1,2}/)+(?:testing/)?(?:serverProcess|processGroup|processStart|syscallTrace)`;

/** An import statement's `from '…'` (on the line that begins `import` or closes a multi-line one). */
const IMPORTS_A_STARTER = new RegExp(
  String.raw`^(?:import\b[^'"\n]*|\}\s*)from\s+['"](?:${PROGRAM_STARTERS})['"]`,
  'm',
);

/** Whether the test file's text imports something that starts another program. */
export function startsPrograms(source: string): boolean {
  return IMPORTS_A_STARTER.test(source);
}

/** Test files (relative to `root`) under `folders`, named *.test.ts or *.test.tsx. */
export function testFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(relative);
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return found.sort();
}

/** The vitest projects' files: which start programs, which run against a test app, which are pure. */
export interface ProjectFiles {
  /** The web's own tests (happy-dom where a file asks), each file in a fresh module graph as before. */
  web: string[];
  /** Domain, contract, server and tool tests that start nothing and run no test app. */
  unit: string[];
  /** *.api.test.ts: the API through a test app, on SQLite (and again on PostgreSQL). */
  api: string[];
  /** Files that start programs; those named *.api.test.ts also run on PostgreSQL. */
  processes: string[];
}

/** Sorts the test files of `root` into the projects, reading each file once. */
export function projectFiles(root: string, folders: readonly string[]): ProjectFiles {
  const files: ProjectFiles = { web: [], unit: [], api: [], processes: [] };
  for (const file of testFiles(root, folders)) {
    if (file.startsWith('src/web/')) files.web.push(file);
    else if (startsPrograms(fs.readFileSync(path.join(root, file), 'utf8'))) files.processes.push(file);
    else if (file.endsWith('.api.test.ts')) files.api.push(file);
    else files.unit.push(file);
  }
  return files;
}
