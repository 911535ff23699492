import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as received, with quoted-printable text decoded. */
  text: string;
}

/**
 * How the peer answers a message it read whole: a refusal with an SMTP code (451 for "try again
 * later", 554 for "never"), or `drop`: it keeps the message and closes the connection without an
 * answer, so the sender cannot tell whether it went. `onReceived` runs once the message is in `received`,
 * before any answer (a test kills the sending server there).
 */
type PeerAnswer = { code: number; message: string } | 'drop' | { onReceived: () => void };

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** Answers the next messages so, in order; the ones after them are taken as usual. */
  answerNext(...answers: PeerAnswer[]): void;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft breaks and =XX escapes, enough to read a message in a test. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives: the mail adapter's test peer. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const answers: PeerAnswer[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = answers.shift();
        if (typeof answer === 'object' && 'code' in answer) {
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        if (answer === 'drop') {
          for (const socket of sockets) socket.destroy();
          return;
        }
        answer?.onReceived();
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    answerNext: (...next) => void answers.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
