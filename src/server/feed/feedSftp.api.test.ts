import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SftpPeer, startSftpPeer } from '../../../testing/sftpPeer';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import type { CarrierEdi } from '../catalog/packageSchema';
import { fromJsonText, toJsonText } from '../db/json';
import type { FeedContext } from './feedContext';
import { retryDelayMs } from './feedSending';
import { feedContextOf, runFeedRound } from './feedWorker';

const HARBORLINE = 1;
const PASSWORD = 'feed-sftp-Pa55word-never-logged';

let t: TestApp;
let peer: SftpPeer;
let context: FeedContext;
let clock = Date.parse('2026-11-22T12:00:00Z');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-feed-sftp-'));
const round = () => runFeedRound(context, () => undefined);

/** A port nothing listens on: the carrier's server is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Points Harborline's catalog delivery at SFTP on `port` (the peer's, or one that is down). */
async function deliverBySftp(port: number): Promise<void> {
  const row = await t.deps.db
    .selectFrom('carriers')
    .select('edi')
    .where('id', '=', HARBORLINE)
    .executeTakeFirstOrThrow();
  const edi = fromJsonText<CarrierEdi>(row.edi ?? '');
  const delivery: CarrierEdi['delivery'] = {
    kind: 'sftp',
    host: '127.0.0.1',
    port,
    username: 'store',
    outbound_dir: '/out',
    inbound_dir: '/in',
    secret_env: 'CARRIER_HARBORLINE_SFTP',
    host_key_sha256: peer.hostKeySha256,
  };
  await t.deps.db
    .updateTable('carriers')
    .set({ edi: toJsonText({ ...edi, delivery }) })
    .where('id', '=', HARBORLINE)
    .execute();
}

const harborlineFile = () =>
  t.deps.db
    .selectFrom('carrier_feed_files')
    .selectAll()
    .where('carrier_id', '=', HARBORLINE)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
  // The carrier's server has its folder for acknowledgements (a missing one is an error, not "none").
  fs.mkdirSync(path.join(root, 'in'), { recursive: true });
  peer = await startSftpPeer({ root, username: 'store', password: PASSWORD });
  const base = feedContextOf(t.deps);
  context = {
    ...base,
    exchange: {
      ...base.exchange,
      env: { CARRIER_HARBORLINE_SFTP: PASSWORD },
      sftpTimeouts: { readyMs: 10_000, operationMs: 20_000 },
    },
  };
});
afterAll(async () => {
  await peer?.close();
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`the carrier feed over SFTP (${TEST_DIALECT})`, () => {
  it('keeps a file whose server is down or cuts it mid-file, tries again later, and delivers it once, whole', async () => {
    await deliverBySftp(await closedPort());
    const family = await submitFamily(t);

    await round().catch(() => undefined);
    let file = await harborlineFile();
    expect(file.sent_at).toBeNull();
    expect(file.attempts).toBe(1);
    expect(file.last_error).toMatch(/127\.0\.0\.1/);
    expect(file.last_error).not.toContain(PASSWORD);
    expect(new Date(file.next_attempt_at).getTime()).toBe(clock + retryDelayMs(1));

    // Not due yet: nothing is tried.
    await deliverBySftp(peer.port);
    await round();
    expect((await harborlineFile()).attempts).toBe(1);

    // Due, and the server cuts the connection mid-file.
    clock += retryDelayMs(1);
    peer.failNext({ kind: 'cut-mid-file', afterBytes: 200 });
    await round().catch(() => undefined);
    file = await harborlineFile();
    expect(file.sent_at).toBeNull();
    expect(file.attempts).toBe(2);

    clock += retryDelayMs(2);
    await round();
    file = await harborlineFile();
    expect(file.sent_at).not.toBeNull();
    const delivered = fs.readdirSync(path.join(root, 'out'));
    expect(delivered).toEqual([file.file_name]);
    const text = fs.readFileSync(path.join(root, 'out', file.file_name), 'utf8');
    expect(text).toContain(`REF*0F*${family.policyId}~`);
    expect(text.endsWith(`IEA*1*${String(file.interchange_number).padStart(9, '0')}~`)).toBe(true);

    // Sent is sent: later rounds send nothing again.
    clock += 60 * 60_000;
    await round();
    expect(fs.readdirSync(path.join(root, 'out'))).toEqual([file.file_name]);

    // The carrier's 999 comes back over SFTP too, and is put away in done/.
    const group = String(file.interchange_number);
    fs.writeFileSync(
      path.join(root, 'in', 'ack.999'),
      [
        'ISA*00*          *00*          *ZZ*HARBORLINE834  *ZZ*BENEFITSTORE   *261122*1300*^*00501*000000901*0*T*:~',
        'GS*FA*HARBORLINE834*BSTORE834*20261122*1300*901*X*005010X231A1~',
        'ST*999*0001*005010X231A1~',
        `AK1*BE*${group}*005010X220A1~`,
        'AK2*834*0001*005010X220A1~',
        'IK5*A~',
        'AK9*A*1*1*1~',
        'SE*6*0001~',
        'GE*1*901~',
        'IEA*1*000000901~',
      ].join(''),
    );
    await round();
    expect(fs.readdirSync(path.join(root, 'in', 'done'))).toEqual(['ack.999']);
    const item = await t.deps.db
      .selectFrom('carrier_feed_items')
      .select('status')
      .where('enrollment_id', '=', family.id)
      .where('carrier_id', '=', HARBORLINE)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('accepted');

    // One that names another sender is set aside in unmatched/ on the server, beside done/.
    fs.writeFileSync(
      path.join(root, 'in', 'stray.999'),
      fs
        .readFileSync(path.join(root, 'in', 'done', 'ack.999'), 'utf8')
        .replace('*ZZ*HARBORLINE834  *', '*ZZ*SOMEONEELSE    *')
        .replaceAll('000000901', '000000902'),
    );
    await round();
    expect(fs.readdirSync(path.join(root, 'in', 'unmatched'))).toEqual(['stray.999']);
    expect(fs.readdirSync(path.join(root, 'in', 'done'))).toEqual(['ack.999']);
  });
});
