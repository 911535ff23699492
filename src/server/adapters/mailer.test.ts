import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';
import { fileMailer, MailSendError, type OutgoingMail, smtpMailer } from './mailer';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.close());

const message = (to: string): OutgoingMail => ({
  from: 'Store <no-reply@store.example>',
  to,
  subject: 'Receipt',
  text: 'Thanks',
  html: '<p>Thanks</p>',
  messageId: `<${to.replace('@', '.')}@store.example>`,
});

/** What the mailer's send threw: its failure kind, or 'sent'. */
async function outcome(send: Promise<void>): Promise<string> {
  try {
    await send;
    return 'sent';
  } catch (error) {
    return error instanceof MailSendError ? error.failure : `not classified: ${String(error)}`;
  }
}

describe('smtpMailer', () => {
  it('says whether a failed message may be tried again, may have gone, or never will go', async () => {
    const smtp = smtpMailer(peer.url);
    peer.answerNext({ code: 451, message: 'Try later' }, { code: 554, message: 'Rejected' }, 'drop');
    expect(await outcome(smtp.send(message('busy@example.com')))).toBe('transient');
    expect(await outcome(smtp.send(message('refused@example.com')))).toBe('permanent');
    expect(await outcome(smtp.send(message('dropped@example.com')))).toBe('unknown');
    expect(await outcome(smtp.send(message('fine@example.com')))).toBe('sent');
    expect(peer.received.map((m) => m.to[0])).toEqual(['dropped@example.com', 'fine@example.com']);
    // The Message-ID given is the one sent.
    expect(peer.received[1]?.text).toContain('Message-ID: <fine.example.com@store.example>');
  });

  it('a server nobody answers on is a passing failure: nothing was written', async () => {
    const closed = await startSmtpPeer();
    const url = closed.url;
    await closed.close();
    expect(await outcome(smtpMailer(url).send(message('down@example.com')))).toBe('transient');
  });
});

describe('fileMailer', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-mailer-'));
    folders.push(dir);
    return dir;
  };

  it('writes each message whole under its own name, or not at all', async () => {
    const dir = dataDir();
    // A file where the mail folder should be: the write fails, a passing failure, nothing left.
    fs.writeFileSync(path.join(dir, 'mail'), '');
    const files = fileMailer(dir);
    expect(await outcome(files.send(message('a@example.com')))).toBe('transient');
    expect(fs.readdirSync(dir)).toEqual(['mail']);
    fs.rmSync(path.join(dir, 'mail'));
    expect(await outcome(files.send(message('a@example.com')))).toBe('sent');
    const kept = fs.readdirSync(path.join(dir, 'mail'));
    expect(kept).toEqual([expect.stringMatching(/^[\dT-]+Z-a\.example\.comstore\.example\.eml$/)]);
    expect(fs.statSync(path.join(dir, 'mail', kept[0] as string)).size).toBeGreaterThan(100);
  });

  it('removes, when it starts, a partial file a stopped process left', () => {
    const dir = dataDir();
    const folder = path.join(dir, 'mail');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, '.2026-01-01T00-00-00-000Z-x.eml.part'), '');
    fs.writeFileSync(path.join(folder, '2026-01-01T00-00-00-000Z-y.eml'), 'kept');
    fileMailer(dir);
    expect(fs.readdirSync(folder)).toEqual(['2026-01-01T00-00-00-000Z-y.eml']);
  });
});
