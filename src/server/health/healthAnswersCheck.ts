import type { z } from 'zod';
import { calendarDateOf } from '../../domain/dates';
import { healthAnswersSchema } from '../../domain/health/healthAnswersSchema';
import type { HealthAnswers } from '../../domain/health/healthQuestion';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { healthQuestionsFor } from './healthQuestionQuery';

/**
 * The check of a primary health save: the enrollment's own questions turned into the domain schema
 * (the one the form uses), dated by the server's clock. Its output is the document to store.
 */
export async function healthAnswersCheck(
  deps: AppDeps,
  owned: OwnedEnrollment,
): Promise<z.ZodType<HealthAnswers>> {
  const set = await healthQuestionsFor(deps.db, owned.row.id, 'primary');
  return healthAnswersSchema(set, () => calendarDateOf(deps.now()));
}
