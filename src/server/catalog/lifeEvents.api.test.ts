import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { lifeEventSchema } from '../../domain/lifeEventSchema';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { applyPackage } from './catalogApply';
import { diffCatalog } from './catalogDiff';
import { diffText } from './catalogDiffText';
import { readCatalog, writePackage } from './catalogExport';
import { asStored, checkPackageDir } from './checkedPackage';
import { storedLifeEvents } from './lifeEventsStore';
import { problemText } from './packageProblem';

const NOW = new Date('2026-11-26T12:00:00Z');
const folders: string[] = [];
const readEvents = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'life_events.json'), 'utf8'));

async function checked(dir: string) {
  const check = await checkPackageDir(dir);
  if (!check.ok) throw new Error(check.problems.problems.map(problemText).join('\n'));
  return check.checked;
}

let t: TestApp;
beforeAll(async () => {
  // A production store on its first start: no catalog, no life events.
  t = await startTestApp({ store: 'production', now: () => NOW });
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`life events in the store (${TEST_DIALECT})`, () => {
  it('apply stores the package’s life events in its order; export writes life_events.json back as it was', async () => {
    expect(await storedLifeEvents(t.deps.db)).toEqual([]);
    await applyPackage(t.deps.db, await checked(DEMO_PACKAGE), null, NOW);
    const demo = readEvents(DEMO_PACKAGE);
    expect(await storedLifeEvents(t.deps.db)).toEqual(
      demo.map((event: unknown) => lifeEventSchema.parse(event)),
    );
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-life-events-'));
    folders.push(out);
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('no catalog');
    writePackage(out, stored);
    expect(readEvents(out)).toEqual(demo);
  });

  it('a package that changes or leaves out its life events replaces the store’s; without any, export writes no file', async () => {
    const fewer = demoPackageCopy((d) => {
      const events = readEvents(d);
      events[0].window_after_days = 30;
      fs.writeFileSync(path.join(d, 'life_events.json'), JSON.stringify(events.slice(0, 2)));
    });
    folders.push(fewer);
    // diff names the events a package adds, removes or changes, by id, field by field.
    const before = await readCatalog(t.deps.db);
    const diff = diffCatalog(before, asStored(await checked(fewer)));
    expect(diff.lifeEvents).toEqual({
      added: [],
      removed: [
        'marriage',
        'divorce',
        'death',
        'loss_of_coverage',
        'move',
        'employment_ended',
        'hours_reduced',
        'renewal',
      ],
      changed: [{ id: 'birth', fields: [{ field: 'window_after_days', old: 60, new: 30 }] }],
    });
    expect(diffText(diff)).toContain('life event');
    await applyPackage(t.deps.db, await checked(fewer), null, NOW);
    const now = await storedLifeEvents(t.deps.db);
    expect(now.map((event) => [event.id, event.window_after_days])).toEqual([
      ['birth', 30],
      ['adoption', 60],
    ]);
    const none = demoPackageCopy((d) => fs.rmSync(path.join(d, 'life_events.json')));
    folders.push(none);
    await applyPackage(t.deps.db, await checked(none), null, NOW);
    expect(await storedLifeEvents(t.deps.db)).toEqual([]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-life-events-'));
    folders.push(out);
    const stored = await readCatalog(t.deps.db);
    if (!stored) throw new Error('no catalog');
    writePackage(out, stored);
    expect(fs.existsSync(path.join(out, 'life_events.json'))).toBe(false);
  });
});
