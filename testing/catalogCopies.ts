import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PACKAGE } from '../src/server/seed/seedCatalog';

/** A copy of the demo package in a new temporary folder (the caller removes it), changed by `change`. */
export function demoPackageCopy(change: (dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-catalog-'));
  fs.cpSync(DEMO_PACKAGE, dir, { recursive: true });
  change(dir);
  return dir;
}

/** Multiplies every premium of a package's rates.csv by `factor`. */
export function scaleRates(dir: string, factor: number): void {
  const file = path.join(dir, 'rates.csv');
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const scaled = lines.map((line, index) =>
    index === 0
      ? line
      : line.replace(/,([0-9.]+)$/, (_, premium: string) => `,${(Number(premium) * factor).toFixed(2)}`),
  );
  fs.writeFileSync(file, `${scaled.join('\n')}\n`);
}

/** Leaves plan `planId` out of a package: its record, its benefits and its rates (a newer catalog without it). */
export function withoutPlan(dir: string, planId: number): void {
  const edit = (file: string, keep: (record: { id?: number; plan?: number }) => boolean) => {
    const records = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      id?: number;
      plan?: number;
    }[];
    fs.writeFileSync(path.join(dir, file), JSON.stringify(records.filter(keep), null, 2));
  };
  edit('plans.json', (plan) => plan.id !== planId);
  edit('benefits.json', (entry) => entry.plan !== planId);
  const file = path.join(dir, 'rates.csv');
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  fs.writeFileSync(file, `${lines.filter((line) => !line.startsWith(`${planId},`)).join('\n')}\n`);
}

/** Renames plan `planId` in a package (a newer catalog that calls the same plan something else). */
export function renamePlan(dir: string, planId: number, name: string): void {
  const file = path.join(dir, 'plans.json');
  const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: number; name: string }[];
  for (const plan of plans) if (plan.id === planId) plan.name = name;
  fs.writeFileSync(file, JSON.stringify(plans, null, 2));
}
