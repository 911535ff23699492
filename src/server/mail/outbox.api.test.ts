import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../adapters/mailer';
import { smtpMailer } from '../adapters/mailer';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp } from '../testing/testApp';
import { deliverOutbox, queueMail } from './outbox';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const mail = (to: string) => ({
  kind: 'test',
  enrollmentId: null,
  to,
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
});

describe(`mail outbox (${TEST_DIALECT})`, () => {
  it('retries a failed send later and sends each message once, even with two workers', async () => {
    const id = await queueMail(t.deps.db, mail('retry@example.com'), new Date());
    const down: Mailer = {
      kind: 'down',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    expect(await deliverOutbox({ ...t.deps, mailer: down })).toBe(0);
    const failed = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBe('connection refused');
    expect(failed.sent_at).toBeNull();

    await queueMail(t.deps.db, mail('twice@example.com'), new Date());
    const smtp = smtpMailer(peer.url);
    const seen: OutgoingMail[] = [];
    const counting: Mailer = {
      kind: 'smtp',
      send: async (m) => {
        seen.push(m);
        await smtp.send(m);
      },
    };
    const [a, b] = await Promise.all([
      deliverOutbox({ ...t.deps, mailer: counting }),
      deliverOutbox({ ...t.deps, mailer: counting }),
    ]);
    expect(a + b).toBe(2);
    expect(seen.map((m) => m.to).sort()).toEqual(['retry@example.com', 'twice@example.com']);
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual(['retry@example.com', 'twice@example.com']);
  });
});
