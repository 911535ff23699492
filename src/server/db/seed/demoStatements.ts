import type { PlanStatementTable } from '../schema';

/** The supplemental carrier's statements; the first two are declarations that start (and stay) true. */
const STATEMENTS = [
  { statement: 'I am actively at work on a full-time basis, or I am not employed.', true_condition: 1 },
  { statement: 'I have not been hospitalized in the last 90 days.', true_condition: 1 },
  { statement: 'I would like to receive my policy documents by e-mail.', true_condition: 0 },
];

export function statementRows(planIds: readonly number[]): PlanStatementTable[] {
  return planIds.flatMap((planId) =>
    STATEMENTS.map((s, position) => ({ id: planId * 10 + 5 + position, plan_id: planId, position, ...s })),
  );
}
