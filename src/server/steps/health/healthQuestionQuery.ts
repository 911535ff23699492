import {
  type AskedOf,
  type HealthLayout,
  type HealthQuestionKind,
  type HealthQuestionSet,
  questionSetOf,
} from '../../../domain/health/healthQuestion';
import type { Db } from '../../db/database';

/** Whose questions: the primary applicant's step asks 'primary' and 'both', a dependent's 'dependent' and 'both'. */
export type HealthRespondent = Exclude<AskedOf, 'both'>;

/**
 * The health questions an enrollment asks: those of every carrier with a plan in its cart that needs
 * health answers, plus the ones asked for every carrier, in position order.
 */
export async function healthQuestionsFor(
  db: Db,
  enrollmentId: string,
  who: HealthRespondent,
): Promise<HealthQuestionSet> {
  const carriers = db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .select('plans.carrier_id')
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .where('plans.needs_health', '=', 1);
  const rows = await db
    .selectFrom('health_questions')
    .select(['question_id', 'question_text', 'kind', 'layout'])
    .where((eb) => eb.or([eb('carrier_id', 'is', null), eb('carrier_id', 'in', carriers)]))
    .where('asked_of', 'in', [who, 'both'])
    .orderBy('position')
    .orderBy('question_id')
    .execute();
  return questionSetOf(
    rows.map((row) => ({
      question_id: Number(row.question_id),
      question_text: row.question_text,
      kind: row.kind as HealthQuestionKind,
      layout: row.layout as HealthLayout,
    })),
  );
}
