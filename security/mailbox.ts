import { keptMail } from '../testing/keptMail';
import type { ReceivedMail, SmtpPeer } from '../testing/smtpPeer';

/** What `find` answers once it answers something, asking every 200 ms; throws `missing` after `timeoutMs`. */
async function waitFor<T>(find: () => T | undefined, missing: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${missing} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The next message to `to` that the SMTP peer receives after the first `seen` of them, waiting for the
 * server's outbox worker (a round every 3 s) for up to `timeoutMs`.
 */
export function waitForMail(peer: SmtpPeer, to: string, seen = 0, timeoutMs = 15_000): Promise<ReceivedMail> {
  return waitFor(
    () => peer.received.filter((message) => message.to.includes(to))[seen],
    `no mail to ${to}`,
    timeoutMs,
  );
}

/**
 * The newest message a real server without SMTP kept in `dataDir`/mail containing every piece given,
 * waiting for its outbox worker for up to `timeoutMs`.
 */
export function waitForKeptMail(dataDir: string, pieces: string[], timeoutMs = 15_000): Promise<string> {
  return waitFor(
    () => keptMail(dataDir).find((raw) => pieces.every((piece) => raw.includes(piece))),
    `no kept mail with ${pieces.join(', ')}`,
    timeoutMs,
  );
}

/** The resume code in a "save and continue later" e-mail ("Your code: ABCD2345"). */
export function resumeCodeIn(mail: ReceivedMail): string {
  const code = /Your code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no resume code in: ${mail.text.slice(0, 300)}`);
  return code;
}
