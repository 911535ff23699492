import { ATTEMPT_WINDOW_MS, reserveAttempt } from '../access/failedAttempts';
import type { AppDeps } from '../appDeps';
import { fieldError } from '../http/appError';

/**
 * At most this many contact checks per enrollment within the attempts window (15 minutes), so the
 * checks cannot be used to test a list of e-mails or phones for membership, nor to spend the outside
 * services' credits.
 */
export const CONTACT_CHECKS_PER_WINDOW = 30;
export const CONTACT_CHECK_WINDOW_MINUTES = ATTEMPT_WINDOW_MS / 60_000;
export const CONTACT_CHECK_LIMIT_MESSAGE =
  'Too many checks for this enrollment. Please try again in 15 minutes.';

/**
 * Counts one check against the enrollment, or answers 429 at the field when the limit is reached.
 * Kept in the attempts table (keyed "contact-check:<enrollment id>") so every app node sees the count.
 */
export async function countContactCheck(
  deps: Pick<AppDeps, 'db' | 'now'>,
  enrollmentId: string,
  target: string,
): Promise<void> {
  const attempt = await reserveAttempt(deps, [
    { key: `contact-check:${enrollmentId}`, limit: CONTACT_CHECKS_PER_WINDOW },
  ]);
  if (attempt.refused) throw fieldError(target, CONTACT_CHECK_LIMIT_MESSAGE, 429);
}
