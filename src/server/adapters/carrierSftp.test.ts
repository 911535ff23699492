import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SftpPeer, startSftpPeer } from '../../../testing/sftpPeer';
import { carrierDeliveryRules } from './carrierDeliveryRules';
import type { CarrierDelivery } from './carrierExchange';
import { type SftpDelivery, withSftpExchange } from './carrierSftp';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-sftp-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const PASSWORD = 'sftp-Pa55word-never-logged';
const clientKey = ssh2.utils.generateKeyPairSync('ed25519');
const TIMEOUTS = { readyMs: 10_000, operationMs: 20_000 };

let peer: SftpPeer;
const root = path.join(temp, 'root');
const outbound = path.join(root, 'out');

beforeAll(async () => {
  fs.mkdirSync(root, { recursive: true });
  peer = await startSftpPeer({ root, username: 'store', password: PASSWORD, publicKey: clientKey.public });
});
afterAll(() => peer?.close());

function settings(overrides: Partial<SftpDelivery> = {}): SftpDelivery {
  const base: CarrierDelivery = {
    kind: 'sftp',
    host: peer.host,
    port: peer.port,
    username: 'store',
    outbound_dir: '/out',
    inbound_dir: '/in',
    secret_env: 'CARRIER_SFTP_SECRET',
    host_key_sha256: peer.hostKeySha256,
  };
  return { ...base, ...overrides };
}

const withPassword = { CARRIER_SFTP_SECRET: PASSWORD };

/** Ends when every connection the peer accepted is closed again (the exchange always closes its own). */
async function allClosed(): Promise<void> {
  await vi.waitFor(() => expect(peer.openConnections(), 'connections still open on the peer').toBe(0), {
    timeout: 10_000,
    interval: 50,
  });
}

/** A file large enough that ssh2 sends it in many WRITE requests. */
const bigFile = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `SEG*${i}~`).join(''));

describe('carrier exchange over SFTP: failures', () => {
  it('logs in with a private key as well as a password, one connection per run, closed after it', async () => {
    const before = peer.connectionsSeen();
    await withSftpExchange(
      7,
      settings(),
      { CARRIER_SFTP_SECRET: clientKey.private },
      async (exchange) => {
        await exchange.send('by-key.834', Buffer.from('one'));
        await exchange.send('by-key-2.834', Buffer.from('two'));
      },
      TIMEOUTS,
    );
    expect(peer.connectionsSeen() - before).toBe(1);
    await allClosed();
    // A key kept in one line with \n escapes (as some secret stores hold it) works too.
    const oneLine = clientKey.private.replace(/\n/g, '\\n');
    await withSftpExchange(
      7,
      settings(),
      { CARRIER_SFTP_SECRET: oneLine },
      (e) => e.send('by-key-3.834', Buffer.from('3')),
      TIMEOUTS,
    );
    expect(
      fs
        .readdirSync(outbound)
        .filter((name) => name.startsWith('by-key'))
        .sort(),
    ).toEqual(['by-key-2.834', 'by-key-3.834', 'by-key.834']);
  });

  it('closes the connection when the work itself fails, and passes that error on unchanged', async () => {
    const failure = new Error('the worker gave up');
    await expect(
      withSftpExchange(
        7,
        settings(),
        withPassword,
        async () => {
          throw failure;
        },
        TIMEOUTS,
      ),
    ).rejects.toBe(failure);
    await allClosed();
  });

  it('says clearly that the server is down, and writes nothing', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const attempt = withSftpExchange(
      7,
      settings({ port: closedPort }),
      withPassword,
      (e) => e.send('down.834', Buffer.from('x')),
      TIMEOUTS,
    );
    await expect(attempt).rejects.toThrow(`Carrier 7 SFTP store@127.0.0.1:${closedPort}: `);
    await expect(attempt).rejects.toThrow(/refused/i);
    expect(fs.existsSync(path.join(outbound, 'down.834'))).toBe(false);
  });

  it('says clearly that the login was refused, without the secret in the message', async () => {
    const wrong = 'wrong-Pa55word-also-secret';
    const error = await withSftpExchange(
      7,
      settings(),
      { CARRIER_SFTP_SECRET: wrong },
      (e) => e.send('refused.834', Buffer.from('x')),
      TIMEOUTS,
    ).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(/^Carrier 7 SFTP store@127\.0\.0\.1:\d+: .*authentication/i);
    expect(error?.message).not.toContain(wrong);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(wrong);
    expect(fs.existsSync(path.join(outbound, 'refused.834'))).toBe(false);
    await allClosed();
  });

  it('refuses a server whose host key is not the one configured, before offering the password or the key', async () => {
    const other = 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (const secret of [PASSWORD, clientKey.private]) {
      const connections = peer.connectionsSeen();
      const logins = peer.loginAttempts();
      const error = await withSftpExchange(
        7,
        settings({ host_key_sha256: other }),
        { CARRIER_SFTP_SECRET: secret },
        (e) => e.send('spoof.834', Buffer.from('x')),
        TIMEOUTS,
      ).then(
        () => null,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toMatch(/^Carrier 7 SFTP store@127\.0\.0\.1:\d+: /);
      // It reached the server (the key exchange ran), and the server never got a login request.
      expect(peer.connectionsSeen() - connections).toBe(1);
      expect(peer.loginAttempts() - logins).toBe(0);
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(PASSWORD);
    }
    expect(fs.existsSync(path.join(outbound, 'spoof.834'))).toBe(false);
    // The same server with its own key pinned: one login, and the file is there (the count above can move).
    const logins = peer.loginAttempts();
    await withSftpExchange(
      7,
      settings(),
      withPassword,
      (e) => e.send('pinned.834', Buffer.from('x')),
      TIMEOUTS,
    );
    expect(peer.loginAttempts() - logins).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(outbound, 'pinned.834'))).toBe(true);
    await allClosed();
  });

  it('in production refuses a server whose key is not pinned, without connecting; a demo store trusts it', async () => {
    const unpinned = { ...settings() };
    delete unpinned.host_key_sha256;
    const connections = peer.connectionsSeen();
    await expect(
      withSftpExchange(
        7,
        unpinned,
        withPassword,
        (e) => e.send('unpinned.834', Buffer.from('x')),
        TIMEOUTS,
        carrierDeliveryRules({ CARRIER_SECRET_PREFIX: 'CARRIER_', STORE_MODE: 'production' }),
      ),
    ).rejects.toThrow(/^Carrier 7 SFTP store@127\.0\.0\.1:\d+: refused: host_key_sha256 /);
    expect(peer.connectionsSeen()).toBe(connections);
    expect(fs.existsSync(path.join(outbound, 'unpinned.834'))).toBe(false);

    await withSftpExchange(
      7,
      unpinned,
      withPassword,
      (e) => e.send('unpinned.834', Buffer.from('x')),
      TIMEOUTS,
      carrierDeliveryRules({ CARRIER_SECRET_PREFIX: 'CARRIER_', STORE_MODE: 'demo' }),
    );
    expect(fs.existsSync(path.join(outbound, 'unpinned.834'))).toBe(true);
    await allClosed();
  });

  it('never reads a secret from the store’s own settings or outside the carriers’ prefix, whatever the catalog says', async () => {
    const storeKey = 'a'.repeat(64);
    const env = {
      ENCRYPTION_KEY: storeKey,
      DATABASE_URL: 'postgres://store:pw@db/store',
      SFTP_KEY: PASSWORD,
    };
    const connections = peer.connectionsSeen();
    for (const [name, rule] of [
      ['ENCRYPTION_KEY', /one of the store's own settings/],
      ['DATABASE_URL', /one of the store's own settings/],
      ['SFTP_KEY', /does not start with CARRIER_/],
    ] as const) {
      const error = await withSftpExchange(
        7,
        settings({ secret_env: name }),
        env,
        (e) => e.send('hostile.834', Buffer.from('x')),
        TIMEOUTS,
      ).then(
        () => null,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toContain(`: refused: secret_env ${name} `);
      expect(error?.message).toMatch(rule);
      const text = JSON.stringify(error, Object.getOwnPropertyNames(error));
      for (const value of Object.values(env)) expect(text).not.toContain(value);
    }
    expect(peer.connectionsSeen()).toBe(connections);
    expect(fs.existsSync(path.join(outbound, 'hostile.834'))).toBe(false);
  });

  it('names the missing environment variable when the secret is not set', async () => {
    await expect(
      withSftpExchange(7, settings(), {}, (e) => e.send('nosecret.834', Buffer.from('x')), TIMEOUTS),
    ).rejects.toThrow(
      'the environment variable CARRIER_SFTP_SECRET (its SFTP password or private key) is not set',
    );
  });

  it('fails a send the server cuts mid-file; the retry delivers it once, whole, with nothing partial under its name', async () => {
    peer.failNext({ kind: 'cut-mid-file', afterBytes: 64 * 1024 });
    await expect(
      withSftpExchange(7, settings(), withPassword, (e) => e.send('big.834', bigFile), TIMEOUTS),
    ).rejects.toThrow(/Carrier 7 SFTP/);
    expect(fs.existsSync(path.join(outbound, 'big.834'))).toBe(false);
    const partial = fs.statSync(path.join(outbound, 'big.834.part')).size;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(bigFile.length);
    await allClosed();

    await withSftpExchange(7, settings(), withPassword, (e) => e.send('big.834', bigFile), TIMEOUTS);
    expect(fs.readFileSync(path.join(outbound, 'big.834')).equals(bigFile)).toBe(true);
    expect(fs.readdirSync(outbound).filter((name) => name.startsWith('big'))).toEqual(['big.834']);
  });

  it('a retry after a lost answer (renamed, then cut) finds the file delivered and sends nothing twice', async () => {
    const content = Buffer.from('ISA*lost-answer~');
    peer.failNext({ kind: 'cut-after-rename' });
    await expect(
      withSftpExchange(7, settings(), withPassword, (e) => e.send('lost.834', content), TIMEOUTS),
    ).rejects.toThrow(/Carrier 7 SFTP/);
    expect(fs.readFileSync(path.join(outbound, 'lost.834')).equals(content)).toBe(true);

    await withSftpExchange(7, settings(), withPassword, (e) => e.send('lost.834', content), TIMEOUTS);
    expect(fs.readdirSync(outbound).filter((name) => name.startsWith('lost'))).toEqual(['lost.834']);
    expect(fs.readFileSync(path.join(outbound, 'lost.834')).equals(content)).toBe(true);
    await allClosed();
  });

  it('reports a missing inbound folder on the server rather than finding nothing', async () => {
    await expect(
      withSftpExchange(
        7,
        settings({ inbound_dir: '/no-such-folder' }),
        withPassword,
        (e) => e.inbound(),
        TIMEOUTS,
      ),
    ).rejects.toThrow(/Carrier 7 SFTP .*no-such-folder/);
  });
});
