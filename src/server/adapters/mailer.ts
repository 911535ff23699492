import fs from 'node:fs';
import path from 'node:path';
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
}

/** Sends one message; throws when it could not be handed over. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** A short name for logs: "smtp" or "files". */
  readonly kind: string;
}

/** Hands messages to an SMTP server (smtp://host:port, or smtps:// with user:password@). */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}

/**
 * Without SMTP settings, messages are written as .eml files under DATA_DIR/mail, which any mail
 * program opens: nothing is lost, and nothing leaves the machine.
 */
export function fileMailer(dataDir: string): Mailer {
  const folder = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = (await transport.sendMail(mail)) as { message: Buffer; messageId: string };
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      fs.writeFileSync(path.join(folder, name), info.message, { mode: 0o600 });
    },
  };
}
