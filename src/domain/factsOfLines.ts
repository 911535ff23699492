import type { Facts, FactValue } from './benefitFacts';

/**
 * The facts that wire lines say (contract/factWire), by key: what the rules weigh in the browser
 * (domain/yearCost, domain/planDominance). Type imports only, so a page brings no fact table along.
 */
export function factsOfLines(lines: readonly { key: string; value: FactValue }[]): Facts {
  return Object.fromEntries(lines.map((line) => [line.key, line.value]));
}
