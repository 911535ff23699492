import fs from 'node:fs';
import path from 'node:path';
import { rateLine } from '../src/server/catalog/catalogRates';
import { generatedPlans } from '../src/server/catalog/generatedPlans';
import { PACKAGE_FILES, RATE_COLUMNS } from '../src/server/catalog/packageSchema';

const CARRIERS = [
  { id: 1, name: 'Generated Mutual' },
  { id: 2, name: 'Generated Life' },
  { id: 3, name: 'Generated Health' },
  { id: 4, name: 'Generated Vision' },
  { id: 5, name: 'Generated Supplemental' },
  { id: 6, name: 'Generated Pet' },
];
/** Ten states with rows of their own, beside the rows for every other state. */
const STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];

/**
 * Writes a catalog package of `plans` generated plans (two options, four tiers, six age bands, a row for
 * every state and ten states' own: 528 rate rows a plan, so 2,000 plans are 1,056,000 rows) as an
 * operator's generator would from a carrier's rate sheet. `premiumFactor` scales every premium (a new
 * version's rates). Answers the number of rate rows.
 */
export function writeGeneratedPackage(dir: string, plans: number, premiumFactor = 1): number {
  const { plans: records, rates } = generatedPlans(plans, CARRIERS, {
    firstId: 1,
    states: [null, ...STATES],
  });
  fs.mkdirSync(dir, { recursive: true });
  const json = (file: string, value: unknown) =>
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  json(PACKAGE_FILES.manifest, { format: 1, name: `Generated catalog of ${plans} plans` });
  json(
    PACKAGE_FILES.carriers,
    CARRIERS.map((carrier) => ({ ...carrier, logo: '', billing_text: null })),
  );
  json(PACKAGE_FILES.plans, records);
  const out = fs.openSync(path.join(dir, PACKAGE_FILES.rates), 'w');
  let chunk = `${RATE_COLUMNS.join(',')}\n`;
  for (const rate of rates) {
    chunk += `${rateLine({ ...rate, cents: Math.round(rate.cents * premiumFactor) })}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
  return rates.length;
}
