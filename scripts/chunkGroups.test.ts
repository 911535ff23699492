import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from './chunkGroups.ts';
import { unmetMembers } from './firstPageChunk.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the parts that load together', () => {
  it('name files that exist, and calls their contract module declares', () => {
    for (const group of CHUNK_GROUPS)
      for (const member of group.files) {
        const [file = '', call] = member.split('?contract-call=');
        expect(fs.existsSync(path.join(ROOT, file)), `${group.name}: ${file}`).toBe(true);
        if (call) expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toContain(`export const ${call} =`);
      }
  });

  it('say which file or package no module of a build is', () => {
    const group = {
      name: 'forms',
      files: ['src/a.ts', 'src/b.ts?contract-call=c'],
      packages: ['zod', 'gone'],
    };
    const ids = [path.join(ROOT, 'src/a.ts'), `${ROOT}/node_modules/zod/index.js`];
    expect(unmetMembers(ROOT, [group], ids)).toEqual([
      'forms: src/b.ts?contract-call=c',
      'forms: package gone',
    ]);
  });
});
