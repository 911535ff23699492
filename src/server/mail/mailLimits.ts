import type { FastifyRequest } from 'fastify';
import { reserveAttempt } from '../access/failedAttempts';
import type { AppDeps } from '../appDeps';
import { fieldError } from '../http/appError';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * E-mails the store sends on a caller's word (resume codes, quotes): per recipient an hour and a day
 * across every enrollment and cart, and, when the caller is anonymous, per client address an hour.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 10;
export const MAILS_PER_RECIPIENT_PER_DAY = 30;
export const MAILS_PER_ADDRESS_PER_HOUR = 10;
export const RECIPIENT_LIMIT_MESSAGE =
  'Too many e-mails have been sent to this address. Please try again later.';
export const ADDRESS_LIMIT_MESSAGE =
  'Too many e-mails have been sent from your connection. Please try again in an hour.';

/**
 * Counts one e-mail to `recipient`, or answers 429 at the e-mail field: the store cannot be used to
 * flood an inbox, however many enrollments or carts are used to do it. `anonymous` also counts it
 * against the request's address (a signed-in rep's quotes have a daily limit of their own instead).
 */
export async function reserveMail(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: FastifyRequest,
  recipient: string,
  options: { anonymous: boolean },
): Promise<void> {
  const to = recipient.trim().toLowerCase();
  const addressKey = `mail-from:${request.ip}`;
  // The caller's own limit is named first: when both are reached, the message speaks of the caller.
  const attempt = await reserveAttempt(deps, [
    ...(options.anonymous ? [{ key: addressKey, limit: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }] : []),
    { key: `mail-to-hour:${to}`, limit: MAILS_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS },
    { key: `mail-to-day:${to}`, limit: MAILS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
  ]);
  if (attempt.refused) {
    throw fieldError(
      'email',
      attempt.refused.key === addressKey ? ADDRESS_LIMIT_MESSAGE : RECIPIENT_LIMIT_MESSAGE,
      429,
    );
  }
}
