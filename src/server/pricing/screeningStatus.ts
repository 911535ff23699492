import type { ScreeningOption, ScreeningQuestion, ScreeningSubType } from '../../domain/screening';
import type { Statement } from '../../domain/supplementalStatements';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';

/** A plan's screening questions in order. */
export async function loadQuestions(db: Db, planId: number): Promise<ScreeningQuestion[]> {
  const rows = await db
    .selectFrom('plan_questions')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    question_id: row.id,
    question_text: row.question_text,
    question_sub_type: row.sub_type as ScreeningSubType,
    require_detail: row.require_detail === 1,
    declines_on_yes: row.declines_on_yes === 1,
    options: fromJsonText<ScreeningOption[]>(row.options),
  }));
}

export type ScreeningStatus = 'unanswered' | 'accepted' | 'declined';

/** Where an enrollment stands with a plan's questions. */
export async function screeningStatus(
  db: Db,
  enrollmentId: string,
  planId: number,
): Promise<ScreeningStatus> {
  const row = await db
    .selectFrom('plan_answers')
    .select('outcome')
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  if (!row) return 'unanswered';
  return row.outcome === 'declined' ? 'declined' : 'accepted';
}

/** A plan's supplemental-carrier statements in order. */
export async function loadStatements(db: Db, planId: number): Promise<Statement[]> {
  const rows = await db
    .selectFrom('plan_statements')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    qid: row.id,
    question: row.statement,
    true_condition: row.true_condition === 1 ? 1 : 0,
  }));
}

/** Whether this enrollment has confirmed a plan's supplemental-carrier statements. */
export async function statementsAnswered(db: Db, enrollmentId: string, planId: number): Promise<boolean> {
  const row = await db
    .selectFrom('plan_statement_answers')
    .select('plan_id')
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Boolean(row);
}
