import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPackageCopy } from '../../../testing/catalogCopies';
import { INSURANCE_LINE_CODES } from '../../domain/insuranceLines';
import { checkPackageDir } from './checkedPackage';
import { problemText } from './packageProblem';

interface PlanRecord {
  id: number;
  edi: null | {
    insurance_line?: string;
    options: Record<string, { coverage_code: string; insurance_line?: string; coverage_amount?: number }>;
  };
}

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** The demo package with its plans changed by `change`, checked: every problem's text. */
async function problemsWith(change: (plans: PlanRecord[]) => void): Promise<string[]> {
  const dir = demoPackageCopy((d) => {
    const file = path.join(d, 'plans.json');
    const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as PlanRecord[];
    change(plans);
    fs.writeFileSync(file, JSON.stringify(plans));
  });
  copies.push(dir);
  const check = await checkPackageDir(dir);
  return check.ok ? [] : check.problems.problems.map(problemText);
}

const planOf = (plans: PlanRecord[], id: number): PlanRecord => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan?.edi) throw new Error(`the demo's plan ${id} has no 834 codes`);
  return plan;
};

describe("a plan's 834 codes in the catalog package", () => {
  it('passes in the demo and the worked example', async () => {
    expect(await problemsWith(() => {})).toEqual([]);
    const example = await checkPackageDir(path.resolve(import.meta.dirname, '../../../catalog/example'));
    expect(example.ok).toBe(true);
  });

  it('refuses an insurance line outside 005010X220A1’s list, naming file, plan, field and every allowed code', async () => {
    const problems = await problemsWith((plans) => {
      const life = planOf(plans, 141);
      if (life.edi) life.edi.insurance_line = 'LIF';
      const dental = planOf(plans, 101);
      if (dental.edi?.options.Plus) dental.edi.options.Plus.insurance_line = 'DENTAL';
    });
    expect(problems).toContain(
      `plans.json plan 141 edi.insurance_line: "LIF" is not an insurance line of 005010X220A1 (HD03): use one of ${INSURANCE_LINE_CODES.join(', ')}`,
    );
    expect(
      problems.some((text) =>
        text.startsWith('plans.json plan 101 edi.options.Plus.insurance_line: "DENTAL"'),
      ),
    ).toBe(true);
  });

  it('asks life and disability for an amount, the voluntary lines for a line, and every option for its own code', async () => {
    const problems = await problemsWith((plans) => {
      const life = planOf(plans, 142);
      delete life.edi?.options['$100,000 benefit']?.coverage_amount;
      const accident = planOf(plans, 201);
      accident.edi = null;
      const dental = planOf(plans, 102);
      if (dental.edi?.options.Plus) dental.edi.options.Plus.coverage_code = 'HBL-102-BASIC';
      const vision = planOf(plans, 112);
      if (vision.edi) {
        delete vision.edi.options.Plus;
        vision.edi.options.Gold = { coverage_code: 'BWV-112-GOLD' };
      }
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'plans.json plan 142 field edi.options.$100,000 benefit.coverage_amount: a term_life coverage is sent with its amount (a face amount or monthly benefit, in dollars)',
        expect.stringMatching(
          /^plans\.json plan 201 field edi: its carrier takes an 834 and accident has no insurance line of its own in 005010X220A1: give edi\.insurance_line \(one of AG, .*VIS\)/,
        ),
        `plans.json plan 102 field edi.options.Plus.coverage_code: "HBL-102-BASIC" is also option "Basic"'s: the carrier could not tell them apart`,
        'plans.json plan 112 field edi.options.Gold: names option "Gold", which the plan does not have (Basic, Plus)',
        'plans.json plan 112 field edi.options.Plus: option "Plus" has no coverage_code (HD04)',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('keeps the category’s line when a package leaves it out and the list has one', async () => {
    const problems = await problemsWith((plans) => {
      const dental = planOf(plans, 103);
      if (dental.edi) delete dental.edi.insurance_line;
      const vision = planOf(plans, 113);
      vision.edi = null;
    });
    expect(problems).toEqual([]);
  });
});
