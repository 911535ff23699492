import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropStoreTemplate, makeStoreTemplate, type StoreTemplate } from './storeTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded demo store (storeTemplate.ts), which startTestApp copies. */
    storeTemplate: StoreTemplate;
  }
}

/**
 * Global setup of the projects whose tests start test apps (vitest.config.ts): the demo store migrated
 * and seeded once for the run, on the project's database (PostgreSQL when its TEST_DATABASE_URL is
 * set), and removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env?.TEST_DATABASE_URL || undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-template-'));
  const template = await makeStoreTemplate(dir, adminUrl);
  project.provide('storeTemplate', template);
  return async () => {
    await dropStoreTemplate(template, adminUrl);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
