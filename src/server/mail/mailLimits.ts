import type { FastifyRequest } from 'fastify';
import { type AttemptLimit, reserveAttempt } from '../access/failedAttempts';
import type { AppDeps } from '../appDeps';
import { fieldError } from '../http/appError';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Every e-mail the store sends (resume codes, quotes, receipts, leads, sign-in links): per recipient's
 * inbox an hour and a day across every enrollment and cart, and per caller: when anonymous, per client
 * address an hour.
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
 * The inbox a recipient's limit counts: the address in lower case, with any `+tag` of its name taken
 * off, since `name+tag@host` reaches the same inbox as `name@host` at the hosts that offer tags.
 */
export function inboxOf(recipient: string): string {
  const address = recipient.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const name = address.slice(0, at);
  const plus = name.indexOf('+');
  return plus > 0 ? `${name.slice(0, plus)}${address.slice(at)}` : address;
}

/**
 * Counts one e-mail to `recipient` against the recipient's limits (an hour and a day across every
 * enrollment and cart) and the caller's own, in one reservation, so a mail refused for either reason
 * counts toward neither: an anonymous caller's is per client address an hour, a signed-in sender's
 * (or a kind of mail's, such as receipts) the one given. Returns the message of the limit reached,
 * or null when the mail may go.
 */
export async function mailRefusal(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: FastifyRequest,
  recipient: string,
  caller: { anonymous: true } | { sender: SenderLimit },
  allowance: InboxAllowance = 'shared',
): Promise<string | null> {
  // A sign-in link goes to an account's exact address (one live link at a time bounds it): its
  // allowance is that address's, so asks for `name+1@`, `name+2@`… cannot use up the owner's.
  const to = allowance === 'shared' ? inboxOf(recipient) : `${allowance}:${recipient.trim().toLowerCase()}`;
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
  if (!attempt.refused) return null;
  return attempt.refused.key === callerLimit.key ? callerLimit.message : RECIPIENT_LIMIT_MESSAGE;
}

/**
 * Which of an inbox's allowances a mail counts against: the one every mail shares, or the sign-in
 * links' own, so that mail anyone can cause (save-for-later codes, quotes) never uses up the
 * allowance of the mail an account's owner needs to get in (a sign-in link).
 */
export type InboxAllowance = 'shared' | 'sign-in-link';

/**
 * As mailRefusal, for a mail the caller asked for (a resume code, a quote, a lead, a sign-in link): a
 * refusal is a 429 at the form's field (`target`, the e-mail unless said), so the store cannot be used
 * to flood an inbox, however many enrollments or carts are used to do it.
 */
export async function reserveMail(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: FastifyRequest,
  recipient: string,
  caller: { anonymous: true } | { sender: SenderLimit },
  options: { target?: string; allowance?: InboxAllowance } = {},
): Promise<void> {
  const refused = await mailRefusal(deps, request, recipient, caller, options.allowance);
  if (refused) throw fieldError(options.target ?? 'email', refused, 429);
}

/** Receipts a client address may cause an hour: an office submitting for many people behind one address. */
const RECEIPTS_PER_ADDRESS_PER_HOUR = 30;
/** Receipts a signed-in rep or group administrator may cause an hour: a whole group's enrollment day. */
const RECEIPTS_PER_ACCOUNT_PER_HOUR = 100;

/**
 * The caller's limit for 'Enrollment Receipt' mails: per signed-in account when a rep or group
 * administrator submits, else per client address. A receipt over a limit is not sent; the submission
 * stands (the receipt page and the PDF download still have it).
 */
export function receiptSender(accountId: number | null, request: FastifyRequest): { sender: SenderLimit } {
  const key = accountId === null ? `receipts-from:${request.ip}` : `receipts-by:${accountId}`;
  const limit = accountId === null ? RECEIPTS_PER_ADDRESS_PER_HOUR : RECEIPTS_PER_ACCOUNT_PER_HOUR;
  return { sender: { key, limit, windowMs: HOUR_MS, message: ADDRESS_LIMIT_MESSAGE } };
}
