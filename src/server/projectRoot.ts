import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds a package.json. */
function folderWithPackageJson(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No package.json at or above ${from}: the server runs from inside its repository`);
    }
  }
}

/**
 * The repository's root folder, found from where this code runs: src/server/ from source (vitest, tsx),
 * dist-server/ from the bundle. The files the server reads beside its code (catalog/demo/, dist/, the
 * PDF worker) are named from here, so they are the same files from both.
 */
export const PROJECT_ROOT = folderWithPackageJson(import.meta.dirname);
