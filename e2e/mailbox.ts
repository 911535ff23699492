import { expect } from '@playwright/test';
import { keptMail } from '../testing/keptMail';

/** The newest message the e2e server kept (no SMTP set: .eml files in DATA_DIR/mail) containing every piece of text given; throws when there is none. */
export function mailWith(...pieces: string[]): string {
  const found = keptMail(process.env.E2E_DATA_DIR ?? '').find((raw) =>
    pieces.every((piece) => raw.includes(piece)),
  );
  if (found === undefined) throw new Error(`no mail with ${pieces.join(', ')}`);
  return found;
}

/** Waits (the outbox sends every few seconds; longer on a busy machine) for a kept message containing every piece given. */
export async function waitForMailWith(...pieces: string[]): Promise<string> {
  let mail = '';
  await expect(() => {
    mail = mailWith(...pieces);
  }).toPass({ timeout: 30_000 });
  return mail;
}
