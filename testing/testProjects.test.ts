import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectFiles, startsPrograms, testFiles } from './testProjects';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('which project a test file runs in (vitest.config.ts)', () => {
  test('a file importing child_process or a helper that starts a program starts programs', () => {
    expect(startsPrograms("import { execFile } from 'node:child_process';")).toBe(true);
    expect(startsPrograms("import { startServer } from '../../testing/serverProcess';")).toBe(true);
    expect(startsPrograms("import { startGroup } from './processGroup';")).toBe(true);
    expect(startsPrograms("import { traceOf } from '../testing/syscallTrace';")).toBe(true);
    expect(startsPrograms("import { startTestApp } from '../../testing/testApp';")).toBe(false);
    expect(startsPrograms("import fs from 'node:fs';")).toBe(false);
    expect(startsPrograms("import {\n  freePort,\n  startServer,\n} from '../testing/serverProcess';")).toBe(
      true,
    );
    // Only an import counts, not the module's name in a test's text.
    expect(startsPrograms('expect(read("import x from \'node:child_process\'")).toBe(true);')).toBe(false);
  });

  test('every test file of the tree is in exactly one project, the server starters in processes', () => {
    const folders = ['src', 'scripts', 'bench', 'testing'];
    const files = projectFiles(ROOT, folders);
    const all = [...files.web, ...files.unit, ...files.api, ...files.processes].sort();
    expect(all).toEqual(testFiles(ROOT, folders));
    expect(files.processes).toEqual(
      expect.arrayContaining(['src/server/productionMode.test.ts', 'src/server/twoNodes.api.test.ts']),
    );
    expect(files.api).toContain('src/server/steps/billing/billing.api.test.ts');
    expect(files.web).toContain('src/web/forms/DateField.test.tsx');
    expect(files.unit).toContain('testing/testProjects.test.ts');
  });
});
