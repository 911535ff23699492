import { ENROLLER_CODE_NOT_VALID } from '../../../domain/enrollerCode';
import { loadOpenEnrollment, loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { enrollerCodeStatusOf, isActiveCodeOf, repOfEnrollment } from './enrollerCodes';

/**
 * At most this many wrong codes per enrollment within the attempts window (15 minutes), so the
 * save cannot be used to guess a rep's codes; counted in the database so every app node sees it.
 */
export const ENROLLER_CODE_TRIES_PER_WINDOW = 10;
export const ENROLLER_CODE_LIMIT_MESSAGE =
  'Too many wrong enroller codes for this enrollment. Please try again in 15 minutes.';
/**
 * Wrong codes per client address in the same window, across all its enrollments: new enrollments are
 * cheap, so a per-enrollment limit alone is dodged by making more of them.
 */
export const ENROLLER_CODE_TRIES_PER_ADDRESS = 20;
export const ENROLLER_CODE_ADDRESS_MESSAGE =
  'Too many wrong enroller codes from your connection. Please try again in 15 minutes.';

/** save-enroller-code and get-enroller-code-status (Personal Information's Enter Enroller Code). */
export function enrollerCodeHandlers(
  deps: AppDeps,
): HandlersFor<'saveEnrollerCode' | 'getEnrollerCodeStatus'> {
  return {
    async saveEnrollerCode({ body, request }) {
      const { row } = await loadOpenEnrollment(deps, request, body.enrollment_id);
      const attempt = await reserveAttempt(deps, [
        { key: `enroller-code:${row.id}`, limit: ENROLLER_CODE_TRIES_PER_WINDOW },
        { key: `enroller-code-from:${request.ip}`, limit: ENROLLER_CODE_TRIES_PER_ADDRESS },
      ]);
      if (attempt.refused) {
        const perAddress = attempt.refused.key.startsWith('enroller-code-from:');
        throw fieldError(
          'enrollerCode',
          perAddress ? ENROLLER_CODE_ADDRESS_MESSAGE : ENROLLER_CODE_LIMIT_MESSAGE,
          429,
        );
      }
      const rep = await repOfEnrollment(deps.db, row);
      const code = body.enrollerCode;
      if (rep === null || !(await isActiveCodeOf(deps.db, rep, code))) {
        throw fieldError('enrollerCode', ENROLLER_CODE_NOT_VALID);
      }
      await attempt.takeBack();
      const at = deps.now().toISOString();
      await deps.db
        .updateTable('enrollments')
        .set({ enroller_code: code, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      return enrollerCodeStatusOf(deps.db, { ...row, enroller_code: code });
    },

    async getEnrollerCodeStatus({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return enrollerCodeStatusOf(deps.db, row);
    },
  };
}
