import { z } from 'zod';

/** The supplemental carrier's statements: each answered true (1) or false (0). */
const statementAnswer = z.object({
  qid: z.number().int().positive(),
  true_condition: z.union([z.literal(0), z.literal(1)], { error: () => 'Please answer all questions' }),
});
export const statementAnswers = z.array(statementAnswer).max(30);
export type StatementAnswer = z.infer<typeof statementAnswer>;

export interface Statement {
  qid: number;
  question: string;
  true_condition: 0 | 1;
}

const LOCKED_MESSAGE = 'This answer is set by the carrier and cannot be changed';
const ANSWER_ALL_STATEMENTS = 'Please answer all questions';
export const CONFIRM_STATEMENTS_FIRST = "Please confirm the carrier's statements first";

/** Problems with an answer set: every statement answered, and the ones that start true left true. */
export function statementProblems(statements: readonly Statement[], answers: readonly StatementAnswer[]) {
  const problems: { path: string; message: string }[] = [];
  for (const [index, statement] of statements.entries()) {
    const answer = answers.find((a) => a.qid === statement.qid);
    if (!answer) problems.push({ path: 'aflac_data', message: ANSWER_ALL_STATEMENTS });
    else if (statement.true_condition === 1 && answer.true_condition !== 1) {
      problems.push({ path: `aflac_data.${index}.true_condition`, message: LOCKED_MESSAGE });
    }
  }
  return problems.filter(
    (p, i) => p.path !== 'aflac_data' || problems.findIndex((q) => q.path === 'aflac_data') === i,
  );
}
