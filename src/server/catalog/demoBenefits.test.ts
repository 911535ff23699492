import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benefitProblems, type Facts, optionFacts, planBenefitsSchema } from '../../domain/benefitFacts';
import { type Category, isCategory } from '../../domain/categories';

/** The demo catalog's benefit facts (catalog/demo/benefits.json) checked against the demo plans. */
const demo = path.resolve(import.meta.dirname, '../../../catalog/demo');
const file = path.join(demo, 'benefits.json');
const source = fs.readFileSync(file, 'utf8');
const entries = planBenefitsSchema().array().parse(JSON.parse(source));
const byPlan = new Map(entries.map((entry) => [entry.plan, entry]));

/** The demo package's plans (plans.json), as far as their benefits need them. */
interface PlanSpec {
  id: number;
  name: string;
  category: string;
  options: string[];
}
type SoldPlan = PlanSpec & { category: Category };
const demoPlans = JSON.parse(fs.readFileSync(path.join(demo, 'plans.json'), 'utf8')) as PlanSpec[];
const plans = demoPlans.filter((spec): spec is SoldPlan => isCategory(spec.category));
const labelsOf = (spec: PlanSpec) => spec.options;
const entryOf = (spec: PlanSpec) => byPlan.get(spec.id)!;

/** Facts as one comparable string, whatever order their keys are written in. */
const canonical = (facts: Facts) =>
  JSON.stringify(Object.entries(facts).sort(([a], [b]) => a.localeCompare(b)));

describe('demo benefit facts', () => {
  it('has one entry for every demo plan of a store category, and none for anything else', () => {
    expect(entries.map((e) => e.plan)).toEqual(plans.map((p) => p.id));
    expect(byPlan.size).toBe(entries.length);
  });

  it('uses only the keys and kinds of each plan category and only the plan option labels', () => {
    for (const spec of plans) {
      expect(benefitProblems(spec.category, entryOf(spec), labelsOf(spec)), spec.name).toEqual([]);
      expect(Object.keys(entryOf(spec).facts).length, spec.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives no two plans of one category the same facts, for any of their options', () => {
    const seen = new Map<string, string>();
    for (const spec of plans) {
      for (const label of labelsOf(spec)) {
        const key = `${spec.category} ${canonical(optionFacts(entryOf(spec), label))}`;
        const other = seen.get(key);
        if (other && !other.startsWith(`${spec.name} `)) {
          expect.fail(`${spec.name} (${label}) has the same facts as ${other}`);
        }
        seen.set(key, `${spec.name} (${label})`);
      }
    }
  });

  it('makes the later options of a plan differ from its first in what they override', () => {
    for (const spec of plans) {
      const [first, ...later] = labelsOf(spec);
      const options = entryOf(spec).options ?? {};
      expect(Object.keys(options).sort(), spec.name).toEqual([...later].sort());
      for (const label of later) {
        const changed = Object.entries(options[label]!).filter(
          ([key, value]) => entryOf(spec).facts[key] !== value,
        );
        expect(changed.length, `${spec.name} ${label} against ${first}`).toBeGreaterThan(0);
      }
    }
  });

  it('pays the face amount a life option names', () => {
    for (const spec of plans.filter((p) => p.category === 'term_life')) {
      for (const label of labelsOf(spec)) {
        const named = Number(/\$([\d,]+)/.exec(label)![1]!.replaceAll(',', ''));
        expect(optionFacts(entryOf(spec), label).face_amount, `${spec.name} ${label}`).toBe(named);
      }
    }
  });

  it('is written as 2-space JSON, one plan per block', () => {
    expect(source).toBe(`${JSON.stringify(JSON.parse(source), null, 2)}\n`);
  });
});
