import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESUME_FAILED, RESUME_TOO_MANY } from '../../../domain/forms/resumeForms';
import { RESUME_DAYS } from '../../../domain/resumeCodes';
import { loadOpenEnrollment } from '../../access/enrollmentAccess';
import { clearFailures, reserveAttempt } from '../../access/failedAttempts';
import { resumeHere } from '../../access/resumeHere';
import type { AppDeps } from '../../appDeps';
import { keepDraft } from '../../enrollment/drafts';
import { fieldError } from '../../http/appError';
import { reserveMail } from '../../mail/mailLimits';
import { queueMail } from '../../mail/outbox';

/** At most this many codes an hour per enrollment. */
export const CODES_PER_HOUR = 5;
export const CODES_LIMIT_MESSAGE = 'Too many codes for this enrollment. Please try again later.';
const MAX_PER_EMAIL_AND_ADDRESS = 5;
const MAX_PER_ADDRESS = 20;
/** No 0/O or 1/I: a code read from an e-mail is typed back without mix-ups. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function newCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Save and Continue Later: a single-use code and link, valid a week, e-mailed to the address the
 * shopper gives. Only their hashes are stored.
 */
export async function saveForLater(
  deps: AppDeps,
  request: FastifyRequest,
  body: { enrollment_id: string; email: string; tab: string; data?: unknown },
): Promise<{ sent_to: string }> {
  const owned = await loadOpenEnrollment(deps, request, body.enrollment_id);
  const { row } = owned;
  const now = deps.now();
  const recent = await deps.db
    .selectFrom('resume_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('enrollment_id', '=', row.id)
    .where('created_at', '>', new Date(now.getTime() - 3600_000).toISOString())
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= CODES_PER_HOUR) throw fieldError('email', CODES_LIMIT_MESSAGE, 429);
  await reserveMail(deps, request, body.email, { anonymous: true });
  // The step's unsaved entries come back when the enrollment is resumed.
  await keepDraft(deps, owned, body.tab, body.data);
  const code = newCode();
  const link = randomBytes(24).toString('base64url');
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const tabInLink = Buffer.from(body.tab).toString('base64url');
  const directLink = `${base}/direct-continue/${link}/${tabInLink}`;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('resume_codes')
      .values({
        id: randomBytes(12).toString('hex'),
        enrollment_id: row.id,
        email: body.email.toLowerCase(),
        saved_tab: body.tab,
        code_hash: sha256(code),
        link_hash: sha256(link),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESUME_DAYS * 86_400_000).toISOString(),
        used_at: null,
      })
      .execute();
    await queueMail(
      trx,
      {
        kind: 'resume',
        enrollmentId: row.id,
        to: body.email,
        subject: 'Your enrollment code',
        text: [
          'Your enrollment is saved.',
          '',
          `Your code: ${code}`,
          `Continue at ${base}/continue-enrollment with this code and this e-mail address,`,
          `or open this link: ${directLink}`,
          '',
          `The code works once and expires in ${RESUME_DAYS} days.`,
        ].join('\n'),
        html: [
          '<p>Your enrollment is saved.</p>',
          `<p>Your code: <strong>${code}</strong></p>`,
          `<p>Continue at <a href="${base}/continue-enrollment">${base}/continue-enrollment</a> with this code and this e-mail address, or <a href="${directLink}">continue where you left off</a>.</p>`,
          `<p>The code works once and expires in ${RESUME_DAYS} days.</p>`,
        ].join('\n'),
      },
      now,
      deps.secretBox,
    );
  });
  return { sent_to: body.email };
}

/**
 * Resumes by code and e-mail. Attempts are written down before the code is looked up and count per
 * e-mail and address together and per address, so guesses from elsewhere never block the shopper's
 * own code (8 characters of 32: guessing across many addresses is hopeless within the week a code lives).
 */
export async function resumeByCode(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string; email: string },
) {
  const email = body.email.toLowerCase();
  const pairKey = `resume:${email}|${request.ip}`;
  const attempt = await reserveAttempt(deps, [
    { key: pairKey, limit: MAX_PER_EMAIL_AND_ADDRESS },
    { key: `resume-ip:${request.ip}`, limit: MAX_PER_ADDRESS },
  ]);
  if (attempt.refused) throw fieldError('code', RESUME_TOO_MANY, 429);
  const saved = await deps.db
    .selectFrom('resume_codes')
    .selectAll()
    .where('code_hash', '=', sha256(body.code))
    .where('email', '=', email)
    .executeTakeFirst();
  const resumed = saved ? await take(deps, request, reply, saved.id) : null;
  if (!resumed) throw fieldError('code', RESUME_FAILED, 404);
  await attempt.takeBack();
  await clearFailures(deps, pairKey);
  return resumed;
}

/** Resumes from the e-mail's link (a 192-bit secret): attempts are limited per address. */
export async function resumeByLink(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  link: string,
) {
  const attempt = await reserveAttempt(deps, [{ key: `resume-ip:${request.ip}`, limit: MAX_PER_ADDRESS }]);
  if (attempt.refused) throw fieldError('id', RESUME_TOO_MANY, 429);
  const saved = await deps.db
    .selectFrom('resume_codes')
    .select('id')
    .where('link_hash', '=', sha256(link))
    .executeTakeFirst();
  const resumed = saved ? await take(deps, request, reply, saved.id) : null;
  if (!resumed) throw fieldError('id', 'This link is not valid or has expired', 404);
  await attempt.takeBack();
  return resumed;
}

/**
 * Uses a saved code once: when it is unused, unexpired and its enrollment still open, the
 * enrollment moves to this browser (the one that saved it can no longer open it) and every code
 * of the enrollment is spent.
 */
async function take(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, codeId: string) {
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('resume_codes')
      .set({ used_at: now })
      .where('id', '=', codeId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const saved = await trx
      .selectFrom('resume_codes')
      .selectAll()
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', saved.enrollment_id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!row) return null;
    return resumeHere({ ...deps, db: trx }, request, reply, row, saved.saved_tab, now);
  });
}
