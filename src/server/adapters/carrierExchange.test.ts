import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SftpPeer, startSftpPeer } from '../../../testing/sftpPeer';
import type { CarrierDelivery, CarrierExchange } from './carrierExchange';
import { type ExchangeContext, runCarrierExchange } from './carrierExchangeRun';

/** One back end as the tests see it: how to run an exchange, and where its files really are on disk. */
interface BackEnd {
  run<T>(work: (exchange: CarrierExchange) => Promise<T>): Promise<T>;
  outboundDir: string;
  inboundDir: string;
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-carrier-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const PASSWORD = 'carrier-secret-Pa55';
let peer: SftpPeer;
const sftpRoot = path.join(temp, 'sftp-root');

beforeAll(async () => {
  fs.mkdirSync(sftpRoot, { recursive: true });
  peer = await startSftpPeer({ root: sftpRoot, username: 'store', password: PASSWORD });
});
afterAll(() => peer?.close());

function filesBackEnd(): BackEnd {
  const dataDir = path.join(temp, 'data');
  const context: ExchangeContext = { filesDir: dataDir, env: {} };
  return {
    run: (work) => runCarrierExchange(7, { kind: 'files' }, context, work),
    outboundDir: path.join(dataDir, 'outbound', '7'),
    inboundDir: path.join(dataDir, 'inbound', '7'),
  };
}

function sftpBackEnd(): BackEnd {
  const delivery: CarrierDelivery = {
    kind: 'sftp',
    host: peer.host,
    port: peer.port,
    username: 'store',
    outbound_dir: '/to-carrier',
    inbound_dir: '/from-carrier',
    secret_env: 'CARRIER_7_SFTP',
    host_key_sha256: peer.hostKeySha256,
  };
  fs.mkdirSync(path.join(sftpRoot, 'from-carrier'), { recursive: true });
  const context: ExchangeContext = {
    filesDir: path.join(temp, 'unused'),
    env: { CARRIER_7_SFTP: PASSWORD },
    sftpTimeouts: { readyMs: 10_000, operationMs: 20_000 },
  };
  return {
    run: (work) => runCarrierExchange(7, delivery, context, work),
    outboundDir: path.join(sftpRoot, 'to-carrier'),
    inboundDir: path.join(sftpRoot, 'from-carrier'),
  };
}

const backEnds: [string, () => BackEnd][] = [
  ['files', filesBackEnd],
  ['sftp', sftpBackEnd],
];

describe.each(backEnds)('carrier exchange over %s', (_name, make) => {
  let backEnd: BackEnd;
  beforeAll(() => {
    backEnd = make();
  });

  it('sends a whole file, lists, reads and puts away what came back', async () => {
    const file834 = Buffer.from('ISA*00*~GS*BE*~ST*834*0001~SE*2*0001~GE*1*1~IEA*1*000000001~');
    await backEnd.run((exchange) => exchange.send('enroll-0001.834', file834));
    expect(fs.readdirSync(backEnd.outboundDir)).toEqual(['enroll-0001.834']);
    expect(fs.readFileSync(path.join(backEnd.outboundDir, 'enroll-0001.834')).equals(file834)).toBe(true);

    fs.mkdirSync(backEnd.inboundDir, { recursive: true });
    fs.writeFileSync(path.join(backEnd.inboundDir, 'ack-b.999'), 'second');
    fs.writeFileSync(path.join(backEnd.inboundDir, 'ack-a.999'), 'first');
    fs.writeFileSync(path.join(backEnd.inboundDir, 'ack-c.999.part'), 'still arriving');

    const read = await backEnd.run(async (exchange) => {
      const names = await exchange.inbound();
      const texts: string[] = [];
      for (const name of names) {
        texts.push((await exchange.read(name)).toString());
        await exchange.done(name);
      }
      return { names, texts, after: await exchange.inbound() };
    });
    expect(read).toEqual({ names: ['ack-a.999', 'ack-b.999'], texts: ['first', 'second'], after: [] });
    expect(fs.readdirSync(path.join(backEnd.inboundDir, 'done')).sort()).toEqual(['ack-a.999', 'ack-b.999']);

    // The carrier reuses a name: the earlier file is kept, the later one numbered beside it.
    fs.writeFileSync(path.join(backEnd.inboundDir, 'ack-a.999'), 'again');
    await backEnd.run(async (exchange) => exchange.done('ack-a.999'));
    expect(fs.readFileSync(path.join(backEnd.inboundDir, 'done', 'ack-a.999'), 'utf8')).toBe('first');
    expect(fs.readFileSync(path.join(backEnd.inboundDir, 'done', 'ack-a.999.2'), 'utf8')).toBe('again');
  });

  it('takes a second send of the same file as delivered, and refuses other content under its name', async () => {
    const content = Buffer.from('the same interchange');
    await backEnd.run((exchange) => exchange.send('same.834', content));
    await backEnd.run((exchange) => exchange.send('same.834', content));
    expect(fs.readdirSync(backEnd.outboundDir).filter((name) => name.startsWith('same'))).toEqual([
      'same.834',
    ]);

    await expect(backEnd.run((exchange) => exchange.send('same.834', Buffer.from('other')))).rejects.toThrow(
      /already exists with different content/,
    );
    expect(fs.readFileSync(path.join(backEnd.outboundDir, 'same.834')).equals(content)).toBe(true);
  });

  it('writes over a partial file left by an earlier attempt and delivers the whole one', async () => {
    const content = Buffer.from('x'.repeat(5000));
    fs.mkdirSync(backEnd.outboundDir, { recursive: true });
    fs.writeFileSync(path.join(backEnd.outboundDir, 'left.834.part'), 'x'.repeat(9000));
    await backEnd.run((exchange) => exchange.send('left.834', content));
    expect(fs.readFileSync(path.join(backEnd.outboundDir, 'left.834')).equals(content)).toBe(true);
    expect(fs.existsSync(path.join(backEnd.outboundDir, 'left.834.part'))).toBe(false);
  });

  it('never uploads again a file an earlier attempt renamed and the carrier then took away', async () => {
    const content = Buffer.from('ISA*taken once~');
    const target = path.join(backEnd.outboundDir, 'taken.834');
    let renaming = 0;
    const first = await backEnd.run((exchange) =>
      exchange.send('taken.834', content, {
        beforeRename: async () => {
          renaming += 1;
        },
      }),
    );
    expect([first, renaming]).toEqual(['delivered', 1]);
    // The carrier takes the file; the store was killed before it recorded the send, and tries again.
    fs.rmSync(target);
    const retry = await backEnd.run((exchange) =>
      exchange.send('taken.834', content, { mayHaveRenamed: true }),
    );
    expect(retry).toBe('taken');
    expect(fs.readdirSync(backEnd.outboundDir).filter((name) => name.startsWith('taken'))).toEqual([]);
  });

  it('finishes a rename an earlier attempt was killed before, and removes a .part left beside a delivered file', async () => {
    const content = Buffer.from('ISA*renamed late~');
    fs.mkdirSync(backEnd.outboundDir, { recursive: true });
    // Killed after the .part was whole and the mark recorded, before the rename.
    fs.writeFileSync(path.join(backEnd.outboundDir, 'late.834.part'), content);
    const late = await backEnd.run((exchange) =>
      exchange.send('late.834', content, { mayHaveRenamed: true }),
    );
    expect(late).toBe('delivered');
    expect(fs.readFileSync(path.join(backEnd.outboundDir, 'late.834')).equals(content)).toBe(true);
    // Killed between the link and the unlink of a rename: both names hold the file.
    fs.writeFileSync(path.join(backEnd.outboundDir, 'late.834.part'), content);
    expect(
      await backEnd.run((exchange) => exchange.send('late.834', content, { mayHaveRenamed: true })),
    ).toBe('delivered');
    expect(fs.readdirSync(backEnd.outboundDir).filter((name) => name.startsWith('late'))).toEqual([
      'late.834',
    ]);
  });

  it('refuses file names that could leave the folder or pose as a partial file', async () => {
    for (const name of ['../escape.834', 'a/b.834', '.hidden', 'x.834.part', '']) {
      await expect(
        backEnd.run((exchange) => exchange.send(name, Buffer.from('x'))),
        name,
      ).rejects.toThrow(/Invalid carrier file name/);
    }
    for (const name of ['../x', 'done/../../x', '..']) {
      await expect(
        backEnd.run((exchange) => exchange.read(name)),
        name,
      ).rejects.toThrow(/Invalid inbound file name/);
    }
    expect(fs.existsSync(path.join(backEnd.outboundDir, '..', 'escape.834'))).toBe(false);
  });
});

describe('carrier folders (the offline default)', () => {
  it('keeps outbound and inbound folders private to the store', async () => {
    const backEnd = filesBackEnd();
    await backEnd.run((exchange) => exchange.send('private.834', Buffer.from('secret-ish')));
    expect(fs.statSync(backEnd.outboundDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(backEnd.outboundDir, 'private.834')).mode & 0o777).toBe(0o600);
  });

  it('finds nothing waiting before the carrier has ever answered', async () => {
    const context: ExchangeContext = { filesDir: path.join(temp, 'fresh'), env: {} };
    await expect(
      runCarrierExchange(9, { kind: 'files' }, context, (exchange) => exchange.inbound()),
    ).resolves.toEqual([]);
  });
});

describe('carrier exchange over an SFTP server that answers a rename it did with FAILURE', () => {
  it('looks before it counts the send as failed, and never uploads the interchange twice', async () => {
    const backEnd = sftpBackEnd();
    const content = Buffer.from('ISA*renamed but failed~');
    const target = path.join(backEnd.outboundDir, 'failed-rename.834');
    peer.failNext({ kind: 'fail-after-rename' });
    expect(await backEnd.run((exchange) => exchange.send('failed-rename.834', content))).toBe('delivered');
    expect(fs.readFileSync(target).equals(content)).toBe(true);

    // Again, with the carrier quick enough to take the file before the store looks.
    fs.rmSync(target);
    peer.failNext({ kind: 'fail-after-rename', carrierTakesIt: true });
    let uploads = 0;
    const outcome = await backEnd.run((exchange) =>
      exchange.send('failed-rename.834', content, {
        beforeRename: async () => {
          uploads += 1;
        },
      }),
    );
    expect([outcome, uploads]).toEqual(['taken', 1]);
    expect(fs.readdirSync(backEnd.outboundDir).filter((name) => name.startsWith('failed-rename'))).toEqual(
      [],
    );
    // A retry after a kill before the mark: the carrier has it, nothing is uploaded.
    const retry = await backEnd.run((exchange) =>
      exchange.send('failed-rename.834', content, {
        mayHaveRenamed: true,
        beforeRename: async () => {
          uploads += 1;
        },
      }),
    );
    expect([retry, uploads]).toEqual(['taken', 1]);
  });
});
