import fs from 'node:fs';

/** The demo catalog's plans (catalog/demo/plans.json), the ones the e2e server sells. */
const PLANS = JSON.parse(fs.readFileSync('catalog/demo/plans.json', 'utf8')) as {
  id: number;
  name: string;
}[];

/**
 * The id of a demo plan by its name on screen: a spec that builds its cart through the contract
 * names its plans as the journeys through the screens do.
 */
export function demoPlanId(name: string): number {
  const plan = PLANS.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`the demo catalog has no plan called "${name}"`);
  return plan.id;
}
