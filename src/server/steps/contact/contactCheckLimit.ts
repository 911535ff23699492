import { reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';

/**
 * At most this many contact checks per enrollment within the attempts window (15 minutes), so the
 * checks cannot be used to test a list of e-mails or phones for membership, nor to spend the outside
 * services' credits.
 */
export const CONTACT_CHECKS_PER_WINDOW = 30;
export const CONTACT_CHECK_LIMIT_MESSAGE =
  'Too many checks for this enrollment. Please try again in 15 minutes.';
/** Checks per client address in the same window, across all its enrollments (a new one costs nothing). */
export const CONTACT_CHECKS_PER_ADDRESS = 120;
export const CONTACT_CHECK_ADDRESS_MESSAGE =
  'Too many checks from your connection. Please try again in 15 minutes.';

/**
 * Counts one check against the enrollment and, for the stand-alone checks, the client address (the
 * Contact step's save is bounded by its enrollment's count), or answers 429 at the field when a limit
 * is reached. Kept in the attempts table so every app node sees the count.
 */
export async function countContactCheck(
  deps: Pick<AppDeps, 'db' | 'now'>,
  enrollmentId: string,
  target: string,
  clientAddress?: string,
): Promise<void> {
  const perAddress = `contact-check-from:${clientAddress}`;
  const attempt = await reserveAttempt(deps, [
    { key: `contact-check:${enrollmentId}`, limit: CONTACT_CHECKS_PER_WINDOW },
    ...(clientAddress === undefined ? [] : [{ key: perAddress, limit: CONTACT_CHECKS_PER_ADDRESS }]),
  ]);
  if (attempt.refused) {
    const message =
      attempt.refused.key === perAddress ? CONTACT_CHECK_ADDRESS_MESSAGE : CONTACT_CHECK_LIMIT_MESSAGE;
    throw fieldError(target, message, 429);
  }
}
