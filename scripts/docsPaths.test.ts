import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A file name in backticks: something with an extension a source or document file has. */
const FILE_LIKE = /\.(ts|tsx|js|mjs|cjs|json|md|css|sh|csv|ya?ml|html|sql)$/;
/** What a run writes, not the repository: the web build, the server build, benchmark results. */
const WRITTEN_BY_A_RUN = [/^dist\//, /^dist-server\//, /^bench\/results\//, /^bench-static\.json$/];

/** The files named in backticks in README.md and docs/*.md, with where each is named. */
function namedFiles(): { doc: string; line: number; name: string }[] {
  const docs = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((file) => `docs/${file}`)];
  return docs
    .filter((doc) => doc.endsWith('.md'))
    .flatMap((doc) =>
      fs
        .readFileSync(path.join(ROOT, doc), 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(/`([^`\s]+)`/g)]
            .map((match) => (match[1] ?? '').replace(/[.,;:)]+$/, ''))
            // Placeholders (<id>, *.part, rates/yyyy-mm-dd.csv, …), addresses, and folders at run time are
            // not files of the repository.
            .filter(
              (name) =>
                FILE_LIKE.test(name) &&
                !/[<>*…{}$=]|yyyy/.test(name) &&
                !/^(\/|https?:|\.|DATA_DIR)/.test(name),
            )
            .map((name) => ({ doc, line: index + 1, name })),
        ),
    );
}

describe('the docs name files that exist', () => {
  it('finds each file README.md and docs/ name in the repository (a path may be given from any folder down)', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const exists = (name: string) =>
      WRITTEN_BY_A_RUN.some((pattern) => pattern.test(name)) ||
      tracked.some((file) => file === name || file.endsWith(`/${name}`)) ||
      fs.existsSync(path.join(ROOT, name));
    const missing = namedFiles()
      .filter(({ name }) => !exists(name))
      .map(({ doc, line, name }) => `${doc}:${line} names ${name}`);
    expect(missing).toEqual([]);
  });
});
