import { randomBytes } from 'node:crypto';
import { type MailAttachment, MailSendError, type OutgoingMail } from '../adapters/mailer';
import type { AppDeps } from '../appDeps';
import type { Db } from '../db/database';
import { openText } from '../db/sealedJson';
import type { SecretBox } from '../db/secretBox';
import { repeatEvery } from '../repeatingJob';
import { retryDelayMs } from './retryDelay';

export interface QueuedMail {
  kind: string;
  enrollmentId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (the signed application PDF); kept sealed until sent. */
  attachments?: MailAttachment[];
}

/** A message still failing for passing reasons this long after it was queued is given up. */
const KEEP_TRYING_MS = 3 * 24 * 60 * 60_000;
/**
 * A claim older than this, not yet handed to the mail server, belongs to a node that stopped before
 * sending: another takes it over within a minute.
 */
const STALE_CLAIM_MS = 60_000;
/**
 * A message being handed over this long, with no answer recorded, is in doubt: longer than an SMTP
 * send takes with nodemailer's timeouts, so a node still sending it is not reported.
 */
const DOUBT_AFTER_MS = 15 * 60_000;
const BATCH = 20;

/**
 * Writes a message to the outbox, inside the caller's transaction when given one. Its bodies and
 * attachments are sealed with the secret box while they wait (a resume code, a receipt's details and
 * a signed application are in them), and dropped once the message is sent.
 */
export async function queueMail(db: Db, mail: QueuedMail, now: Date, box: SecretBox): Promise<string> {
  const attachments = mail.attachments ?? [];
  const id = randomBytes(12).toString('hex');
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: mail.kind,
      enrollment_id: mail.enrollmentId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: box.seal(mail.text),
      html_body: box.seal(mail.html),
      created_at: now.toISOString(),
      claimed_at: null,
      sending_at: null,
      handed_at: null,
      sent_at: null,
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      given_up_at: null,
    })
    .execute();
  for (const [position, file] of attachments.entries()) {
    await db
      .insertInto('mail_attachments')
      .values({
        id: randomBytes(12).toString('hex'),
        mail_id: id,
        position,
        filename: file.filename,
        content_type: file.contentType,
        content: box.seal(file.content.toString('base64')),
      })
      .execute();
  }
  return id;
}

/**
 * A queued message's bodies, opened. A body written before bodies were sealed is read as it is;
 * a sent message's bodies are empty.
 */
export function openedBodies(
  box: SecretBox,
  row: { text_body: string; html_body: string },
): { text: string; html: string } {
  return { text: openText(box, row.text_body), html: openText(box, row.html_body) };
}

/** A queued message's attachments, opened, in the order they were given. */
async function attachmentsOf(db: Db, box: SecretBox, mailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('mail_id', '=', mailId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.content_type,
    content: Buffer.from(box.open(row.content), 'base64'),
  }));
}

type OutboxDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'secretBox'>;

/**
 * What a round tells an operator about: a message given up, one whose hand-off is in doubt, or one
 * whose marking failed. The reason is in the row's `last_error`, not in the log (a mail server's
 * answer may quote the recipient's address).
 */
export type OutboxReport = (message: string, details: { mailId: string; kind?: string }) => void;

export interface OutboxRound {
  /**
   * Messages this process handed over but could not yet mark, kept from round to round (the worker
   * keeps one): they are marked on a later round, never sent again.
   */
  went?: Set<string>;
  /** Messages in doubt this process has already reported, so each is reported once. */
  doubted?: Set<string>;
  report?: OutboxReport;
}

/**
 * Sends what is waiting in the outbox, each message claimed first so that two app nodes never send
 * the same one. Each message goes through these writes, every one on its own:
 * 1. `claimed_at`: this node takes it (a claim that got no further is taken over after a minute);
 * 2. `sending_at` (and one more `attempts`): it is about to be handed to the mail server. From here
 *    on nothing sends it again by itself unless the mail server says it did not take it;
 * 3. the mailer answers:
 *    - it took the message: `handed_at`, then `sent_at` with the bodies and attachments dropped. If
 *      either write fails, the message is still never sent again: with `handed_at` any node marks it
 *      sent on a later round; without it, this process remembers it (`went`) and marks it later; if the
 *      process stops first, the row stays `sending_at` without `handed_at`, for an operator;
 *    - it did not take it, for a passing reason: `sending_at` is cleared and `next_attempt_at` set,
 *      backing off from seconds to an hour (retryDelay.ts); after three days of that it is given up;
 *    - it refused it for good (a 5xx for the recipient or the message): given up at once;
 *    - it cannot say (the connection dropped after the whole message was written): left `sending_at`,
 *      with the reason, for an operator.
 *
 * A node that stops before 2 leaves a claim that is taken over; between 2 and 3 (the message may or may
 * not have gone), a row with `sending_at` and without `handed_at`, which is never sent again by itself
 * (docs/operations.md says how an operator settles it). Returns how many were handed over.
 */
export async function deliverOutbox(deps: OutboxDeps, round: OutboxRound = {}): Promise<number> {
  const went = round.went ?? new Set<string>();
  const doubted = round.doubted ?? new Set<string>();
  const report = round.report ?? (() => undefined);
  await markWhatWent(deps, went, report);
  const now = deps.now();
  if (round.report) await reportDoubts(deps, now, doubted, report);
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const waiting = await deps.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('sending_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let handed = 0;
  for (const { id } of waiting) {
    const claimedAt = deps.now().toISOString();
    const claim = await deps.db
      .updateTable('mail_outbox')
      .set({ claimed_at: claimedAt })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('sending_at', 'is', null)
      .where('given_up_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    if (await sendClaimed(deps, id, claimedAt, { went, doubted, report })) handed += 1;
  }
  return handed;
}

/** Sends one claimed message; true when the mailer took it. */
async function sendClaimed(
  deps: OutboxDeps,
  id: string,
  claimedAt: string,
  { went, doubted, report }: Required<OutboxRound>,
): Promise<boolean> {
  const row = await deps.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  let mail: OutgoingMail;
  try {
    const attachments = await attachmentsOf(deps.db, deps.secretBox, id);
    const bodies = openedBodies(deps.secretBox, row);
    mail = {
      from: deps.config.MAIL_FROM,
      to: row.to_address,
      subject: row.subject,
      text: bodies.text,
      html: bodies.html,
      messageId: messageIdOf(id, deps.config.MAIL_FROM),
      ...(attachments.length > 0 ? { attachments } : {}),
    };
  } catch (error) {
    // Nothing was handed over: a passing failure like any other.
    const failure = new MailSendError(reasonOf(error), 'transient');
    await settleFailure(deps, { ...row, attempts: row.attempts + 1 }, failure, report);
    return false;
  }
  const attempts = row.attempts + 1;
  // Still ours (no other node took the claim over): from here on it is never sent twice.
  const handing = await deps.db
    .updateTable('mail_outbox')
    .set({ sending_at: deps.now().toISOString(), attempts })
    .where('id', '=', id)
    .where('claimed_at', '=', claimedAt)
    .where('sending_at', 'is', null)
    .executeTakeFirst();
  if (Number(handing.numUpdatedRows) !== 1) return false;
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    if (error instanceof MailSendError && error.failure === 'unknown') doubted.add(id);
    await settleFailure(deps, { ...row, attempts }, error, report);
    return false;
  }
  // Handed over: whatever fails from here on, it is never sent again.
  went.add(id);
  try {
    await deps.db
      .updateTable('mail_outbox')
      .set({ handed_at: deps.now().toISOString() })
      .where('id', '=', id)
      .execute();
    await markSent(deps, id);
    went.delete(id);
  } catch (error) {
    report(
      `mail handed over but not marked sent (${errorCode(error)}): marked on a later round, not sent again`,
      {
        mailId: id,
        kind: row.kind,
      },
    );
  }
  return true;
}

/**
 * Reports, once in this process, each message whose hand-off has been in doubt for DOUBT_AFTER_MS (a
 * node stopped while sending it): never sent again by itself, it waits for an operator.
 */
async function reportDoubts(deps: OutboxDeps, now: Date, doubted: Set<string>, report: OutboxReport) {
  const rows = await deps.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind'])
    .where('sent_at', 'is', null)
    .where('handed_at', 'is', null)
    .where('sending_at', '<', new Date(now.getTime() - DOUBT_AFTER_MS).toISOString())
    .execute();
  for (const row of rows.filter((row) => !doubted.has(row.id))) {
    doubted.add(row.id);
    report('mail may have gone (its sender stopped while sending): not sent again by itself', {
      mailId: row.id,
      kind: row.kind,
    });
  }
}

/** Marks sent the messages handed over on an earlier round whose marking failed or was cut short. */
async function markWhatWent(deps: OutboxDeps, went: Set<string>, report: OutboxReport): Promise<void> {
  const handed = await deps.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('handed_at', 'is not', null)
    .execute();
  for (const id of new Set([...went, ...handed.map((row) => row.id)])) {
    try {
      await markSent(deps, id);
      went.delete(id);
    } catch (error) {
      report(`mail handed over still not marked sent: ${errorCode(error)}`, { mailId: id });
    }
  }
}

/** Sent: what it said is no longer kept, only that it went, to whom and when. */
async function markSent(deps: OutboxDeps, id: string): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mail_outbox')
      .select('handed_at')
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (!row) return;
    await trx
      .updateTable('mail_outbox')
      .set({ sent_at: at, handed_at: row.handed_at ?? at, last_error: null, text_body: '', html_body: '' })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('mail_attachments').where('mail_id', '=', id).execute();
  });
}

/** Records a message the mailer did not take, or cannot say it took: see deliverOutbox. */
async function settleFailure(
  deps: OutboxDeps,
  /** `attempts` counts this try. */
  row: { id: string; kind: string; created_at: string; attempts: number },
  error: unknown,
  report: OutboxReport,
): Promise<void> {
  const now = deps.now();
  const reason = reasonOf(error);
  const failure = error instanceof MailSendError ? error.failure : 'transient';
  const update = deps.db.updateTable('mail_outbox').where('id', '=', row.id).set({ attempts: row.attempts });
  const details = { mailId: row.id, kind: row.kind };
  if (failure === 'unknown') {
    // It may have gone: left as handing over, for an operator (docs/operations.md).
    await update.set({ last_error: cut(`may have gone: ${reason}`) }).execute();
    report('mail may have gone, the mail server never answered: not sent again by itself', details);
    return;
  }
  const triedFor = now.getTime() - new Date(row.created_at).getTime();
  if (failure === 'permanent' || triedFor >= KEEP_TRYING_MS) {
    const why = failure === 'permanent' ? `refused: ${reason}` : `still failing after 3 days: ${reason}`;
    await update
      .set({ claimed_at: null, sending_at: null, given_up_at: now.toISOString(), last_error: cut(why) })
      .execute();
    report(
      failure === 'permanent' ? 'mail refused by the mail server: given up' : 'mail given up after 3 days',
      details,
    );
    return;
  }
  // The mailer did not take it: it may be sent again, later.
  const due = new Date(now.getTime() + retryDelayMs(Math.max(1, row.attempts)));
  await update
    .set({ claimed_at: null, sending_at: null, next_attempt_at: due.toISOString(), last_error: cut(reason) })
    .execute();
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const cut = (text: string) => text.slice(0, 500);
/** A database error's code (SQLITE_FULL, 53100 …) or its class, for a log line that quotes no data. */
const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
};

/** The message's own Message-ID, the same on every try: an operator finds it in the mail server's log. */
function messageIdOf(mailId: string, from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mailId}.outbox@${domain}>`;
}

/** Runs deliverOutbox every few seconds until stopped; rounds never overlap. */
export function startOutboxWorker(
  deps: OutboxDeps,
  everyMs = 3000,
  onError: (error: unknown) => void = () => undefined,
  report?: OutboxReport,
): () => Promise<void> {
  const state = { went: new Set<string>(), doubted: new Set<string>() };
  return repeatEvery(
    () => deliverOutbox(deps, { ...state, ...(report ? { report } : {}) }),
    everyMs,
    onError,
  );
}
