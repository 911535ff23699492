import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

type CarrierRecord = { id: number; edi: Record<string, unknown> | null };

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** The demo package with its carriers changed by `change`, checked: every problem's text. */
async function problemsWith(change: (carriers: CarrierRecord[]) => void): Promise<string[]> {
  const dir = demoPackageCopy((d) => {
    const file = path.join(d, 'carriers.json');
    const carriers = JSON.parse(fs.readFileSync(file, 'utf8')) as CarrierRecord[];
    change(carriers);
    fs.writeFileSync(file, JSON.stringify(carriers));
  });
  copies.push(dir);
  const check = await checkPackageDir(dir);
  return check.ok ? [] : check.problems.problems.map(problemText);
}

const ediOf = (carriers: CarrierRecord[], id: number): Record<string, unknown> => {
  const edi = carriers.find((carrier) => carrier.id === id)?.edi;
  if (!edi) throw new Error(`the demo's carrier ${id} has no 834 settings`);
  return edi;
};

describe("a carrier's 834 parties and parts in the catalog package", () => {
  it('asks, in the demo, for every part a carrier may: contact, amounts and a broker number', async () => {
    const demo = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../catalog/demo/carriers.json'), 'utf8'),
    ) as CarrierRecord[];
    const edis = demo.flatMap((carrier) => (carrier.edi ? [carrier.edi] : []));
    expect(edis.length).toBeGreaterThan(0);
    for (const edi of edis) {
      expect(edi.parts).toEqual({ contact: true, amounts: true, beneficiaries: true });
      expect(edi.broker_id).toEqual(expect.any(String));
    }
  });

  it('refuses a sponsor it does not know, naming file, carrier, field and the allowed values', async () => {
    const problems = await problemsWith((carriers) => {
      ediOf(carriers, 1).sponsor = 'applicant';
    });
    expect(problems).toContain(
      'carriers.json carrier 1 edi.sponsor: "applicant" is not a sponsor: use one of agency, group',
    );
  });

  it('refuses a part it does not know and a broker number with a delimiter', async () => {
    const problems = await problemsWith((carriers) => {
      ediOf(carriers, 2).parts = { contact: true, amounts: true, reporting_categories: true };
      ediOf(carriers, 3).broker_id = 'AG*1';
    });
    expect(problems.some((text) => text.startsWith('carriers.json carrier 2 edi.parts'))).toBe(true);
    expect(problems.some((text) => text.includes('reporting_categories'))).toBe(true);
    expect(problems.some((text) => text.startsWith('carriers.json carrier 3 edi.broker_id'))).toBe(true);
  });
});
