import type { FastifyRequest } from 'fastify';
import { type AttemptLimit, reserveAttempt } from '../access/failedAttempts';
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

/** The caller's own limit on what they send, counted with the recipient's in one reservation. */
export interface SenderLimit extends AttemptLimit {
  /** What the caller is told when this limit is reached. */
  message: string;
}

/**
 * Counts one e-mail to `recipient`, or answers 429 at the e-mail field: the store cannot be used to
 * flood an inbox, however many enrollments or carts are used to do it. The caller's own limit is
 * counted in the same reservation, so a mail refused for either reason counts toward neither: an
 * anonymous caller's is per client address an hour, a signed-in sender's is the one given.
 */
export async function reserveMail(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: FastifyRequest,
  recipient: string,
  caller: { anonymous: true } | { sender: SenderLimit },
): Promise<void> {
  const to = recipient.trim().toLowerCase();
  const callerLimit: SenderLimit =
    'sender' in caller
      ? caller.sender
      : {
          key: `mail-from:${request.ip}`,
          limit: MAILS_PER_ADDRESS_PER_HOUR,
          windowMs: HOUR_MS,
          message: ADDRESS_LIMIT_MESSAGE,
        };
  // The caller's own limit is named first: when both are reached, the message speaks of the caller.
  const attempt = await reserveAttempt(deps, [
    callerLimit,
    { key: `mail-to-hour:${to}`, limit: MAILS_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS },
    { key: `mail-to-day:${to}`, limit: MAILS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
  ]);
  if (attempt.refused) {
    throw fieldError(
      'email',
      attempt.refused.key === callerLimit.key ? callerLimit.message : RECIPIENT_LIMIT_MESSAGE,
      429,
    );
  }
}
