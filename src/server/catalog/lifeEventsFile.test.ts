import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { checkPackageDir } from './checkedPackage';
import { readLifeEventsFile } from './lifeEventsFile';
import { ProblemList } from './packageProblem';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('life_events.json', () => {
  it('the demo package carries the full set of life events, and validates', async () => {
    const problems = new ProblemList();
    const events = readLifeEventsFile(DEMO_PACKAGE, problems);
    expect(problems.total).toBe(0);
    expect(events.map((event) => event.id)).toEqual([
      'birth',
      'adoption',
      'marriage',
      'divorce',
      'death',
      'loss_of_coverage',
      'move',
      'employment_ended',
      'hours_reduced',
      'renewal',
    ]);
    // Individual business: a newborn may be added up to 60 days after the birth, covered from the day of birth.
    expect(events[0]).toMatchObject({
      window_before_days: 0,
      window_after_days: 60,
      effective: 'event_date',
      ins04: '02',
    });
    expect(events[0]?.allows).toContain('add_member');
    // Under an employer's group plan a newborn is added within 30 days (HIPAA special enrollment).
    expect(events[0]?.group).toEqual({ window_before_days: 0, window_after_days: 30 });
    expect((await checkPackageDir(DEMO_PACKAGE)).ok).toBe(true);
  });

  it('may be left out: the package then has no life events and no problem', async () => {
    const dir = demoPackageCopy((d) => fs.rmSync(path.join(d, 'life_events.json')));
    folders.push(dir);
    const problems = new ProblemList();
    expect(readLifeEventsFile(dir, problems)).toEqual([]);
    expect(problems.total).toBe(0);
    expect((await checkPackageDir(dir)).ok).toBe(true);
  });
});
