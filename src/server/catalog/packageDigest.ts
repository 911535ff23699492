import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_FILES } from './packageSchema';

/** sha256 of a package's files (name and content, in a fixed order): what `catalog apply` records it applied. */
export function packageDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of Object.values(PACKAGE_FILES).sort()) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}
