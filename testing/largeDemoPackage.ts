import fs from 'node:fs';
import path from 'node:path';
import { rateLine } from '../src/server/catalog/catalogRates';
import { generatedPlans } from '../src/server/catalog/generatedPlans';
import { PACKAGE_FILES } from '../src/server/catalog/packageSchema';
import { demoPackageCopy, scaleRates } from './catalogCopies';

/** Ten states with rows of their own, beside the rows for every other state: 528 rate rows a plan. */
const STATES = [null, 'CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];

/**
 * A copy of the demo package (in a new temporary folder; the caller removes it) with every premium times
 * `premiumFactor` and `extraPlans` generated plans (catalog/generatedPlans.ts, ids from 10001, the demo's
 * carriers) added with their rates: 2,000 of them make about a million rate rows. The generated plans
 * are not on sale (active false), so what a shopper sees is the demo's, at the new premiums.
 */
export function largeDemoPackage(extraPlans: number, premiumFactor: number): { dir: string; rates: number } {
  let rates = 0;
  const dir = demoPackageCopy((copy) => {
    scaleRates(copy, premiumFactor);
    const plansFile = path.join(copy, PACKAGE_FILES.plans);
    const carriers = JSON.parse(fs.readFileSync(path.join(copy, PACKAGE_FILES.carriers), 'utf8')) as {
      id: number;
      name: string;
    }[];
    const generated = generatedPlans(extraPlans, carriers, { firstId: 10001, states: STATES });
    const plans = JSON.parse(fs.readFileSync(plansFile, 'utf8')) as unknown[];
    plans.push(...generated.plans.map((plan) => ({ ...plan, active: false })));
    fs.writeFileSync(plansFile, JSON.stringify(plans, null, 2));
    const ratesFile = path.join(copy, PACKAGE_FILES.rates);
    rates = fs.readFileSync(ratesFile, 'utf8').trimEnd().split('\n').length - 1;
    let chunk = '';
    for (const rate of generated.rates) {
      chunk += `${rateLine(rate)}\n`;
      if (chunk.length > 1 << 20) {
        fs.appendFileSync(ratesFile, chunk);
        chunk = '';
      }
    }
    fs.appendFileSync(ratesFile, chunk);
    rates += generated.rates.length;
  });
  return { dir, rates };
}
