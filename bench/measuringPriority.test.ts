import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MEASURING_PRIORITY } from './measuringPriority';

const ROOT = path.resolve(import.meta.dirname, '..');

// In a process of its own (the priority is the process's to keep): raise it, then start a child the
// way a bench starts the server and Chromium, and read the child's priority.
const CHILD = `
import { spawnSync } from 'node:child_process';
import { raiseMeasuringPriority } from './bench/measuringPriority.ts';
const line = raiseMeasuringPriority();
const child = spawnSync(process.execPath, ['-p', 'require("node:os").getPriority()'], { encoding: 'utf8' });
console.log(JSON.stringify({ line, child: Number(child.stdout.trim()) }));
`;

it('raises the priority a bench measures at, and the programs it starts inherit it; without the right, says so and carries on', () => {
  const started = os.getPriority();
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const { line, child } = JSON.parse(run.stdout) as { line: string; child: number };
  const mayRaise = process.getuid?.() === 0;
  if (started <= MEASURING_PRIORITY) {
    expect(line).toBe(`Measuring at priority ${started} (nice), as started.`);
    expect(child).toBe(started);
  } else if (mayRaise) {
    expect(line).toMatch(
      new RegExp(`^Measuring at priority ${MEASURING_PRIORITY} \\(nice\\) rather than ${started}:`),
    );
    expect(child).toBe(MEASURING_PRIORITY);
  } else {
    expect(line).toMatch(/raising it was refused \(EACCES; it takes root\)/);
    expect(child).toBe(started);
  }
});
