import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from './smtpPeer';

/**
 * The messages a server without SMTP settings kept as .eml files in its DATA_DIR/mail (the e2e run's
 * and the attacks' real servers), newest first, quoted-printable undone so a link reads whole.
 */
export function keptMail(dataDir: string): string[] {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .reverse()
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(folder, file), 'latin1')));
}
