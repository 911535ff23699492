import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/contract/authCalls';
import { saveContactInfo, savePersonalInfo, savePrimaryHealthInfo } from '../src/contract/enrollmentCalls';
import { saveEnrollment } from '../src/contract/saveEnrollmentCalls';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';
import { CONTACT, HEALTH, PERSONAL } from '../testing/fixtures';
import { checkedOutEnrollment } from '../testing/journey';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtpPeer';
import { resumeCodeIn, waitForMail } from './mailbox';
import { type RealServer, startRealServer, stopEverything } from './realServer';

/** Attack 7: what a copy of the data folder gives away, after a shopper's steps, a resume e-mail and a rep's sign-in. */
let server: RealServer;
let peer: SmtpPeer;

/** Typed into the steps and the e-mail: none may be in the database files as it was typed. */
const SSN = '731946285';
const DRAFT_SSN = '846219357';
const STREET = '4417 Quillfeather Lane';
const HEALTH_NOTE = 'Allergic to zebrafinch feathers since 1999';
/** Term life asks height and weight on the personal step, and the place of birth on the contact step. */
const BODY = { weight: '165', height_feet: '5', height_inch: '6' };
const BIRTH = { birth_state: 'TX', birth_city: 'Austin' };
const secrets: Record<string, string> = {};

/** The SQLite file and its write-ahead log, as bytes, as a stolen copy of the folder would have them. */
const storeFiles = () =>
  Buffer.concat(
    ['store.db', 'store.db-wal']
      .map((name) => path.join(server.dataDir, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file)),
  );

/** The names of `secrets` found in the store's files as plain text. */
const foundInStore = (names: string[]) => {
  const bytes = storeFiles();
  return names.filter((name) => bytes.includes(Buffer.from(secrets[name] ?? '', 'utf8')));
};

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startRealServer({ SMTP_URL: peer.url });
  const shopper = server.browser();
  // Keystone's term life asks the health questions.
  const id = await checkedOutEnrollment(shopper, 141);
  await shopper.ok(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL, ...BODY, ssn: SSN } });
  await shopper.ok(saveContactInfo, { body: { enrollment_id: id, ...CONTACT, ...BIRTH, address1: STREET } });
  await shopper.ok(savePrimaryHealthInfo, { body: { enrollment_id: id, ...HEALTH, notes: HEALTH_NOTE } });
  // Save and Continue Later from the personal step, with a changed SSN typed but not yet saved.
  await shopper.ok(saveEnrollment, {
    body: {
      enrollment_id: id,
      email: 'maria@example.com',
      tab: 'primary_info',
      data: { ...PERSONAL, ...BODY, ssn: DRAFT_SSN },
    },
  });
  const mail = await waitForMail(peer, 'maria@example.com');
  secrets.resumeCode = resumeCodeIn(mail);
  secrets.resumeLink = /direct-continue\/([A-Za-z0-9_-]+)\//.exec(mail.text)?.[1] ?? 'no link in the mail';
  secrets.ssn = SSN;
  secrets.draftSsn = DRAFT_SSN;
  secrets.ownerKey = /bs_owner=([0-9a-f]{32})/.exec(shopper.cookie)?.[1] ?? 'no owner key';

  const rep = server.browser();
  await rep.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
  secrets.session = /bs_session=([^;]+)/.exec(rep.cookie)?.[1] ?? 'no session';
  secrets.password = DEMO_PASSWORD;
  secrets.street = STREET;
  secrets.healthNote = HEALTH_NOTE;
});

afterAll(async () => {
  await peer.close();
  await stopEverything();
});

describe('attack 7: secrets at rest', () => {
  it('keeps no resume code or link, SSN (saved or in a draft), session, browser key or password in the SQLite file', () => {
    expect(storeFiles().length).toBeGreaterThan(0);
    expect(
      foundInStore(['resumeCode', 'resumeLink', 'ssn', 'draftSsn', 'session', 'ownerKey', 'password']),
    ).toEqual([]);
  });

  it('keeps the data folder and every file in it for its owner alone', () => {
    const modes: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        modes[path.relative(server.dataDir, full)] = (fs.statSync(full).mode & 0o777).toString(8);
        if (entry.isDirectory()) walk(full);
      }
    };
    walk(server.dataDir);
    modes['.'] = (fs.statSync(server.dataDir).mode & 0o777).toString(8);
    expect(modes['.']).toBe('700');
    expect(Object.keys(modes)).toContain('store.db');
    expect(Object.entries(modes).filter(([, mode]) => Number.parseInt(mode, 8) & 0o077)).toEqual([]);
  });

  it('keeps no health note or street address typed into a step in the SQLite file', () => {
    expect(foundInStore(['healthNote', 'street'])).toEqual([]);
  });
});
