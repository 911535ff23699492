import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The messages the e2e server kept (no SMTP set: .eml files in DATA_DIR/mail), newest first, quoted-printable undone. */
function keptMail(): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .reverse()
    .map((file) =>
      fs
        .readFileSync(path.join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

/** The newest kept message containing every piece of text given; throws when there is none. */
export function mailWith(...pieces: string[]): string {
  const found = keptMail().find((raw) => pieces.every((piece) => raw.includes(piece)));
  if (found === undefined) throw new Error(`no mail with ${pieces.join(', ')}`);
  return found;
}

/** Waits (the outbox sends every few seconds) for a kept message containing every piece given. */
export async function waitForMailWith(...pieces: string[]): Promise<string> {
  let mail = '';
  await expect(() => {
    mail = mailWith(...pieces);
  }).toPass({ timeout: 15_000 });
  return mail;
}
