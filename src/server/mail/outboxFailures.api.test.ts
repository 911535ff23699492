import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { fileMailer, smtpMailer } from '../adapters/mailer';
import type { Db } from '../db/database';
import { deliverOutbox, type OutboxReport, queueMail } from './outbox';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ mailer: smtpMailer(peer.url) });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const mail = (to: string) => ({
  kind: 'receipt',
  enrollmentId: null,
  to,
  subject: 'Your receipt',
  text: 'Thank you',
  html: '<p>Thank you</p>',
});

const queue = (to: string, at = new Date()) => queueMail(t.deps.db, mail(to), at, t.deps.secretBox);
const rowOf = (id: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const receivedBy = (to: string) => peer.received.filter((m) => m.to.includes(to));
const at = (time: Date | string) => () => new Date(time);
const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Makes the database refuse, as a full disk would, every update of one recipient's row that sets any
 * of `columns`: a real failed write, from a trigger. Returns what removes it.
 */
async function refuseWrites(db: Db, to: string, columns: string[]): Promise<() => Promise<void>> {
  const name = `refuse_${columns.join('_')}`;
  const when = columns.map((column) => `NEW.${column} IS NOT NULL`).join(' OR ');
  if (TEST_DIALECT === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE ON mail_outbox FOR EACH ROW ` +
          `WHEN (NEW.to_address = '${to}' AND (${when})) EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON mail_outbox`).execute(db);
      await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
    };
  }
  await sql
    .raw(
      `CREATE TRIGGER ${name} BEFORE UPDATE ON mail_outbox ` +
        `WHEN NEW.to_address = '${to}' AND (${when}) BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  };
}

describe(`the mail outbox when things fail (${TEST_DIALECT})`, () => {
  it('sends a receipt once when marking it sent fails after the mail server took it', async () => {
    const to = 'mark-fails@example.com';
    const id = await queue(to);
    const allow = await refuseWrites(t.deps.db, to, ['sent_at']);
    const reports: string[] = [];
    const report: OutboxReport = (message) => void reports.push(message);
    expect(await deliverOutbox(t.deps, { report })).toBe(1);
    expect(receivedBy(to)).toHaveLength(1);
    expect(reports.join()).toMatch(/handed over but not marked sent/);
    // The hand-off is kept apart from the mark: it went, it is not sent yet as far as the row goes.
    const handed = await rowOf(id);
    expect(handed.handed_at).not.toBeNull();
    expect(handed.sent_at).toBeNull();

    // Rounds by any node, long after, while the mark still fails: never sent again.
    for (const hours of [1, 5, 30]) await deliverOutbox({ ...t.deps, now: at(later(hours * 3_600_000)) });
    expect(receivedBy(to)).toHaveLength(1);

    // Once the database takes writes again, the next round marks it sent and drops its bodies.
    await allow();
    await deliverOutbox(t.deps);
    const sent = await rowOf(id);
    expect(sent.sent_at).not.toBeNull();
    expect([sent.text_body, sent.html_body]).toEqual(['', '']);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('when not even the hand-off can be written, the worker marks it later and no node sends it again', async () => {
    const to = 'handoff-fails@example.com';
    const id = await queue(to);
    const allow = await refuseWrites(t.deps.db, to, ['handed_at', 'sent_at']);
    const went = new Set<string>();
    expect(await deliverOutbox(t.deps, { went })).toBe(1);
    expect([...went]).toEqual([id]);
    const row = await rowOf(id);
    expect(row.sending_at).not.toBeNull();
    expect(row.handed_at).toBeNull();
    // Another node, an hour later, without this worker's memory: it leaves the message alone.
    await deliverOutbox({ ...t.deps, now: at(later(3_600_000)) });
    expect(receivedBy(to)).toHaveLength(1);

    await allow();
    await deliverOutbox(t.deps, { went });
    expect(went.size).toBe(0);
    expect((await rowOf(id)).sent_at).not.toBeNull();
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('a mail server that says "try again later" is tried again, waiting longer each time, and the receipt goes once', async () => {
    const to = 'busy-server@example.com';
    const queuedAt = new Date();
    const id = await queue(to, queuedAt);
    peer.answerNext(
      { code: 451, message: 'Mailbox busy, try later' },
      { code: 451, message: 'Mailbox busy, try later' },
      { code: 421, message: 'Service not available' },
    );
    let clock = queuedAt;
    const waits: number[] = [];
    for (const failures of [1, 2, 3]) {
      expect(await deliverOutbox({ ...t.deps, now: at(clock) })).toBe(0);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: failures, sending_at: null, sent_at: null, given_up_at: null });
      expect(row.last_error).toMatch(/4[25]1/);
      const due = new Date(row.next_attempt_at as string);
      waits.push(due.getTime() - clock.getTime());
      // Not due a moment before its time: nothing is tried.
      await deliverOutbox({ ...t.deps, now: at(new Date(due.getTime() - 1)) });
      expect((await rowOf(id)).attempts).toBe(failures);
      clock = due;
    }
    // 10 s, 20 s, 40 s, each taken between half and all of it.
    expect(waits.map((wait, n) => wait >= 5_000 * 2 ** n && wait <= 10_000 * 2 ** n)).toEqual([
      true,
      true,
      true,
    ]);
    expect(receivedBy(to)).toHaveLength(0);
    expect(await deliverOutbox({ ...t.deps, now: at(clock) })).toBe(1);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 4, last_error: null });
    expect((await rowOf(id)).sent_at).not.toBeNull();
  });

  it('a message the mail server refuses for good is given up at once, with its reason, and never tried again', async () => {
    const to = 'refused@example.com';
    const id = await queue(to);
    peer.answerNext({ code: 554, message: 'Message rejected' });
    const reports: string[] = [];
    await deliverOutbox({ ...t.deps }, { report: (message) => void reports.push(message) });
    const row = await rowOf(id);
    expect(row.given_up_at).not.toBeNull();
    expect(row.last_error).toMatch(/^refused: .*554/);
    expect(row.sent_at).toBeNull();
    expect(reports).toEqual(['mail refused by the mail server: given up']);
    await deliverOutbox({ ...t.deps, now: at(later(24 * 3_600_000)) });
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it('a passing failure is given up after three days, for an operator to see', async () => {
    const to = 'three-days@example.com';
    const queuedAt = new Date();
    const id = await queue(to, queuedAt);
    peer.answerNext({ code: 451, message: 'Try later' }, { code: 451, message: 'Still later' });
    await deliverOutbox({ ...t.deps, now: at(queuedAt) });
    expect((await rowOf(id)).given_up_at).toBeNull();
    const threeDays = new Date(queuedAt.getTime() + 3 * 24 * 3_600_000);
    await deliverOutbox({ ...t.deps, now: at(threeDays) });
    const row = await rowOf(id);
    expect(row.given_up_at).toBe(threeDays.toISOString());
    expect(row.last_error).toMatch(/^still failing after 3 days: .*451/);
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('a message whose answer never came after it was written whole is not sent again by itself', async () => {
    const to = 'no-answer@example.com';
    const id = await queue(to);
    peer.answerNext('drop');
    const reports: string[] = [];
    const round = { doubted: new Set<string>(), report: (message: string) => void reports.push(message) };
    expect(await deliverOutbox(t.deps, round)).toBe(0);
    expect(reports).toEqual(['mail may have gone, the mail server never answered: not sent again by itself']);
    // The peer has it; the store cannot know.
    expect(receivedBy(to)).toHaveLength(1);
    const row = await rowOf(id);
    expect(row.sending_at).not.toBeNull();
    expect(row.handed_at).toBeNull();
    expect(row.last_error).toMatch(/^may have gone: /);
    await deliverOutbox({ ...t.deps, now: at(later(24 * 3_600_000)) }, round);
    expect(receivedBy(to)).toHaveLength(1);
    // Reported once by this process; another process reports it once it has been in doubt 15 minutes.
    expect(reports).toHaveLength(1);
    const elsewhere: string[] = [];
    const report = (message: string, details: { mailId: string }) =>
      void (details.mailId === id && elsewhere.push(message));
    await deliverOutbox({ ...t.deps, now: at(later(10 * 60_000)) }, { report });
    expect(elsewhere).toEqual([]);
    await deliverOutbox({ ...t.deps, now: at(later(16 * 60_000)) }, { report });
    expect(elsewhere).toEqual([
      'mail may have gone (its sender stopped while sending): not sent again by itself',
    ]);
  });

  it('the file mailer: a mail folder it cannot write loses no receipt and leaves no empty or partial file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-mail-files-'));
    const folder = path.join(dataDir, 'mail');
    try {
      // Where the folder should be there is a file: every write fails, as on a full disk.
      fs.writeFileSync(folder, 'not a folder');
      const files = fileMailer(dataDir);
      const to = 'files@example.com';
      const queuedAt = new Date();
      const id = await queue(to, queuedAt);
      expect(await deliverOutbox({ ...t.deps, mailer: files, now: at(queuedAt) })).toBe(0);
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ attempts: 1, sending_at: null, given_up_at: null });
      expect(failed.last_error).toMatch(/EEXIST|ENOTDIR/);
      expect(fs.readdirSync(dataDir)).toEqual(['mail']);

      // The disk has room again: the next try, when due, writes one whole message.
      fs.rmSync(folder);
      const due = new Date(failed.next_attempt_at as string);
      expect(await deliverOutbox({ ...t.deps, mailer: files, now: at(due) })).toBe(1);
      const kept = fs.readdirSync(folder);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(new RegExp(`-${id}\\.outbox[\\w.-]*\\.eml$`));
      const message = fs.readFileSync(path.join(folder, kept[0] as string), 'utf8');
      expect(message).toContain('Subject: Your receipt');
      expect(message).toContain(`Message-ID: <${id}.outbox@`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
