import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import type { Mailer, OutgoingMail } from '../adapters/mailer';
import { smtpMailer } from '../adapters/mailer';
import { deliverOutbox, openedBodies, queueMail } from './outbox';

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

const rowOf = (id: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

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
    const id = await queueMail(t.deps.db, mail('retry@example.com'), new Date(), t.deps.secretBox);
    const down: Mailer = {
      kind: 'down',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const failedAt = new Date();
    expect(await deliverOutbox({ ...t.deps, now: () => failedAt, mailer: down })).toBe(0);
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBe('connection refused');
    expect(failed.sent_at).toBeNull();
    expect(failed.sending_at).toBeNull();
    const due = new Date(failed.next_attempt_at as string);

    await queueMail(t.deps.db, mail('twice@example.com'), new Date(), t.deps.secretBox);
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
      deliverOutbox({ ...t.deps, now: () => due, mailer: counting }),
      deliverOutbox({ ...t.deps, now: () => due, mailer: counting }),
    ]);
    expect(a + b).toBe(2);
    expect(seen.map((m) => m.to).sort()).toEqual(['retry@example.com', 'twice@example.com']);
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual(['retry@example.com', 'twice@example.com']);
  });

  it('keeps attachments sealed until sending, then sends them with the message', async () => {
    const file = {
      filename: 'note.bin',
      contentType: 'application/octet-stream',
      content: Buffer.from('SECRET-CONTENT-42'),
    };
    const id = await queueMail(
      t.deps.db,
      { ...mail('attached@example.com'), attachments: [file] },
      new Date(),
      t.deps.secretBox,
    );
    const stored = await t.deps.db
      .selectFrom('mail_attachments')
      .selectAll()
      .where('mail_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toContain(file.content.toString('base64'));
    const seen: OutgoingMail[] = [];
    const smtp = smtpMailer(peer.url);
    await deliverOutbox({
      ...t.deps,
      mailer: {
        kind: 'smtp',
        send: async (m) => {
          seen.push(m);
          await smtp.send(m);
        },
      },
    });
    const sent = seen.find((m) => m.to === 'attached@example.com');
    expect(sent?.attachments?.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.bin', 'SECRET-CONTENT-42'],
    ]);
    const received = peer.received.find((m) => m.to.includes('attached@example.com'));
    expect(received?.text).toContain('filename=note.bin');
    // The peer reads the message as quoted-printable, which eats base64's closing '='.
    expect(received?.text).toContain(file.content.toString('base64').replace(/=+$/, ''));
    // Sent: the attachment is no longer kept.
    expect(
      await t.deps.db.selectFrom('mail_attachments').select('id').where('mail_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('keeps the bodies sealed while they wait and drops them once sent', async () => {
    const code = 'RESUME-CODE-7Q4X';
    const id = await queueMail(
      t.deps.db,
      { ...mail('sealed@example.com'), text: `Your code: ${code}`, html: `<p>Your code: ${code}</p>` },
      new Date(),
      t.deps.secretBox,
    );
    const row = () =>
      t.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const waiting = await row();
    expect(`${waiting.text_body} ${waiting.html_body}`).not.toContain(code);
    expect(openedBodies(t.deps.secretBox, waiting).text).toBe(`Your code: ${code}`);
    await deliverOutbox({ ...t.deps, mailer: smtpMailer(peer.url) });
    expect(peer.received.find((m) => m.to.includes('sealed@example.com'))?.text).toContain(code);
    const sent = await row();
    expect(sent.sent_at).not.toBeNull();
    expect([sent.text_body, sent.html_body]).toEqual(['', '']);
  });

  it('never sends a message twice when a node stops between sending and marking it sent', async () => {
    await queueMail(t.deps.db, mail('once@example.com'), new Date(), t.deps.secretBox);
    const smtp = smtpMailer(peer.url);
    // The first node hands the message over, then stops before it can mark it sent.
    let handed = 0;
    const stopsAfterSending: Mailer = {
      kind: 'smtp',
      send: async (m) => {
        await smtp.send(m);
        handed += 1;
        await new Promise(() => undefined);
      },
    };
    void deliverOutbox({ ...t.deps, mailer: stopsAfterSending });
    await expect.poll(() => handed).toBe(1);
    // Long after, another node runs: it does not send it again.
    const later = new Date(Date.now() + 60 * 60_000);
    const sentAgain: OutgoingMail[] = [];
    await deliverOutbox({
      ...t.deps,
      now: () => later,
      mailer: { kind: 'smtp', send: async (m) => void sentAgain.push(m) },
    });
    expect(sentAgain.filter((m) => m.to === 'once@example.com')).toEqual([]);
    expect(peer.received.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
  });

  it('takes over, within a minute, a message a stopped node claimed but never sent', async () => {
    const id = await queueMail(t.deps.db, mail('claimed@example.com'), new Date(), t.deps.secretBox);
    // Claimed 61 seconds ago by a node that then stopped.
    const claimedAt = new Date(Date.now() - 61_000).toISOString();
    await t.deps.db.updateTable('mail_outbox').set({ claimed_at: claimedAt }).where('id', '=', id).execute();
    const seen: OutgoingMail[] = [];
    await deliverOutbox({ ...t.deps, mailer: { kind: 'smtp', send: async (m) => void seen.push(m) } });
    expect(seen.map((m) => m.to)).toContain('claimed@example.com');
  });
});
