import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

/** A file sent with a message (nodemailer's attachment fields). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The Message-ID header, `<…@…>`: the outbox gives each queued message its own, the same on every try. */
  messageId?: string;
}

/**
 * Why a message was not sent, as far as the sender can tell:
 * - `transient`: not taken, for a reason that may pass (a full disk, a server that is down or says 4xx);
 *   it may be tried again;
 * - `permanent`: not taken, and never will be (the server refused the recipient or the message with 5xx);
 * - `unknown`: the message was all written out and the answer never came: it may have gone, so it is
 *   not tried again by itself.
 */
export type SendFailure = 'transient' | 'permanent' | 'unknown';

/** What a mailer throws when it could not hand a message over, with what that means for a retry. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly failure: SendFailure,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}

/**
 * Sends one message; throws when it could not be handed over. A MailSendError says whether it may be
 * tried again; any other error is taken as transient.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** A short name for logs: "smtp" or "files". */
  readonly kind: string;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The message as the bytes that go out (an .eml file's content), and its Message-ID. */
async function composed(mail: OutgoingMail): Promise<{ message: Buffer; messageId: string }> {
  return (await composer.sendMail(mail)) as { message: Buffer; messageId: string };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What an SMTP failure means. A server's 5xx answer to the recipient or to the message refuses it for
 * good; any other 5xx (the sender, the login) is the store's own setting, which an operator can fix, so
 * it is tried again, as is every 4xx. Without an answer, the message may have gone only if it was all
 * written out: then the outcome is unknown.
 */
function smtpFailure(error: unknown, written: boolean): SendFailure {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  if (typeof responseCode === 'number' && responseCode >= 400) {
    const refusesThisMessage = command === 'RCPT TO' || command === 'DATA';
    return responseCode >= 500 && refusesThisMessage ? 'permanent' : 'transient';
  }
  return written ? 'unknown' : 'transient';
}

/** Hands messages to an SMTP server (smtp://host:port, or smtps:// with user:password@). */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const { message } = await composed(mail);
      // The message goes as a stream whose end we see: a failure before its end left the server
      // without the closing dot, so the server did not take it.
      let written = false;
      const raw = Readable.from([message]);
      raw.on('end', () => {
        written = true;
      });
      try {
        await transport.sendMail({ envelope: { from: mail.from, to: [mail.to] }, raw });
      } catch (error) {
        throw new MailSendError(reasonOf(error), smtpFailure(error, written), { cause: error });
      }
    },
  };
}

const PART = '.part';

/**
 * Without SMTP settings, messages are written as .eml files under DATA_DIR/mail, which any mail
 * program opens: nothing is lost, and nothing leaves the machine. Each is written under a temporary
 * name, flushed to disk and renamed, so a file under its own name is always whole; a temporary is
 * removed when writing fails, and one left by a stopped process is removed when the next starts (each
 * node has its own DATA_DIR). Every write failure (a full disk, a folder it may not write) is one that
 * may pass.
 */
export function fileMailer(dataDir: string): Mailer {
  const folder = path.join(dataDir, 'mail');
  removeLeftTemporaries(folder);
  return {
    kind: 'files',
    async send(mail) {
      const { message, messageId } = await composed(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.-]/g, '')}.eml`;
      const temporary = path.join(folder, `.${name}${PART}`);
      try {
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        writeWhole(temporary, message);
        fs.renameSync(temporary, path.join(folder, name));
      } catch (error) {
        removeIfThere(temporary);
        throw new MailSendError(reasonOf(error), 'transient', { cause: error });
      }
    },
  };
}

/** Writes a file and flushes it to disk, so that a crash after the rename never leaves it empty. */
function writeWhole(file: string, content: Buffer): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes a temporary file if one was made; a path that cannot hold one (its folder is a file) has none. */
function removeIfThere(file: string): void {
  try {
    fs.rmSync(file, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
  }
}

function removeLeftTemporaries(folder: string): void {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return;
  for (const name of fs.readdirSync(folder)) {
    if (name.startsWith('.') && name.endsWith(PART)) removeIfThere(path.join(folder, name));
  }
}
