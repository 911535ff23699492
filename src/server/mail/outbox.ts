import { randomBytes } from 'node:crypto';
import type { MailAttachment } from '../adapters/mailer';
import type { AppDeps } from '../appDeps';
import type { Db } from '../db/database';
import { openText } from '../db/sealedJson';
import type { SecretBox } from '../db/secretBox';
import { repeatEvery } from '../repeatingJob';

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

const MAX_ATTEMPTS = 5;
/**
 * A claim older than this, not yet handed to the mail server, belongs to a node that stopped before
 * sending: another takes it over within a minute.
 */
const STALE_CLAIM_MS = 60_000;
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
      sent_at: null,
      attempts: 0,
      last_error: null,
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

/**
 * Sends what is waiting in the outbox, each message claimed first so that two app nodes never send
 * the same one. Just before a message goes to the mail server it is marked `sending_at`: if the node
 * stops between sending and marking it sent, nobody sends it again (it may have gone; an operator
 * looks, docs/operations.md). A claim that never got that far is taken over after a minute. A failure
 * the mail server reports is counted and retried on a later round, up to five times. Returns how
 * many were sent.
 */
export async function deliverOutbox(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'secretBox'>,
): Promise<number> {
  const now = deps.now();
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const waiting = await deps.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('sending_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const { id } of waiting) {
    const claimedAt = deps.now().toISOString();
    const claim = await deps.db
      .updateTable('mail_outbox')
      .set({ claimed_at: claimedAt })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('sending_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const row = await deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    try {
      const attachments = await attachmentsOf(deps.db, deps.secretBox, id);
      const bodies = openedBodies(deps.secretBox, row);
      // Still ours (no other node took the claim over): from here on it is never sent twice.
      const handing = await deps.db
        .updateTable('mail_outbox')
        .set({ sending_at: deps.now().toISOString() })
        .where('id', '=', id)
        .where('claimed_at', '=', claimedAt)
        .where('sending_at', 'is', null)
        .executeTakeFirst();
      if (Number(handing.numUpdatedRows) !== 1) continue;
      await deps.mailer.send({
        from: deps.config.MAIL_FROM,
        to: row.to_address,
        subject: row.subject,
        text: bodies.text,
        html: bodies.html,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      // Sent: what it said is no longer kept, only that it went, to whom and when.
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('mail_outbox')
          .set({
            sent_at: deps.now().toISOString(),
            attempts: row.attempts + 1,
            last_error: null,
            text_body: '',
            html_body: '',
          })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('mail_attachments').where('mail_id', '=', id).execute();
      });
      sent += 1;
    } catch (error) {
      await deps.db
        .updateTable('mail_outbox')
        .set({
          claimed_at: null,
          // The mail server said no: it did not take the message, so it may be sent again.
          sending_at: null,
          attempts: row.attempts + 1,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where('id', '=', id)
        .execute();
    }
  }
  return sent;
}

/** Runs deliverOutbox every few seconds until stopped; rounds never overlap. */
export function startOutboxWorker(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'secretBox'>,
  everyMs = 3000,
  onError: (error: unknown) => void = () => undefined,
): () => Promise<void> {
  return repeatEvery(() => deliverOutbox(deps), everyMs, onError);
}
