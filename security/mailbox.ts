import type { ReceivedMail, SmtpPeer } from '../src/server/testing/smtpPeer';

/**
 * The next message to `to` that the SMTP peer receives after the first `seen` of them, waiting for the
 * server's outbox worker (a round every 3 s) for up to `timeoutMs`.
 */
export async function waitForMail(
  peer: SmtpPeer,
  to: string,
  seen = 0,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = peer.received.filter((message) => message.to.includes(to))[seen];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The resume code in a "save and continue later" e-mail ("Your code: ABCD2345"). */
export function resumeCodeIn(mail: ReceivedMail): string {
  const code = /Your code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no resume code in: ${mail.text.slice(0, 300)}`);
  return code;
}
