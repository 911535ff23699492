import fs from 'node:fs';
import path from 'node:path';
import { findViolations, type SourceFile } from './layerRules';

/** Fails (exit 1) when any file under src/ breaks the layer import rule. */
function collect(dir: string, root: string, out: SourceFile[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, root, out);
    else if (/\.tsx?$/.test(entry.name)) {
      out.push({
        path: path.relative(root, full).split(path.sep).join('/'),
        source: fs.readFileSync(full, 'utf8'),
      });
    }
  }
}

const root = path.resolve(import.meta.dirname, '..');
const files: SourceFile[] = [];
collect(path.join(root, 'src'), root, files);
const problems = findViolations(files);
if (problems.length > 0) {
  console.error(`Layer rule broken in ${problems.length} place(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Layer rule holds across ${files.length} files.`);
