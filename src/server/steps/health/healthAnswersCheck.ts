import type { z } from 'zod';
import { calendarDateOf } from '../../../domain/dates';
import { healthAnswersSchema } from '../../../domain/health/healthAnswersSchema';
import type { HealthAnswers } from '../../../domain/health/healthQuestion';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { type HealthRespondent, healthQuestionsFor } from './healthQuestionQuery';

/**
 * The check of a health save: the enrollment's own questions (the primary applicant's, or those
 * asked of each dependent) turned into the domain schema (the one the form uses), dated by the
 * server's clock. Its output is the document to store.
 */
export async function healthAnswersCheck(
  deps: AppDeps,
  owned: OwnedEnrollment,
  who: HealthRespondent = 'primary',
): Promise<z.ZodType<HealthAnswers>> {
  const set = await healthQuestionsFor(deps.db, owned.row.id, who);
  return healthAnswersSchema(set, () => calendarDateOf(deps.now()));
}
