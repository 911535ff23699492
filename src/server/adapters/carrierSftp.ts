import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Client } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { type CarrierDeliveryRules, deliveryProblems, STRICT_DELIVERY_RULES } from './carrierDeliveryRules';
import {
  type CarrierDelivery,
  type CarrierExchange,
  exchangeOver,
  type FileArea,
  TargetExists,
} from './carrierExchange';

export type SftpDelivery = Extract<CarrierDelivery, { kind: 'sftp' }>;

/** How long the handshake and login, and then each file operation, may take before the run fails. */
export interface SftpTimeouts {
  readyMs: number;
  operationMs: number;
}

const DEFAULT_TIMEOUTS: SftpTimeouts = { readyMs: 20_000, operationMs: 60_000 };
/** How long a polite goodbye may take before the socket is simply destroyed. */
const CLOSE_MS = 5_000;

/** The password, or the private key when the variable holds one (PEM or OpenSSH text, `\n` escapes allowed). */
function credentials(
  settings: SftpDelivery,
  env: NodeJS.ProcessEnv,
): { password: string } | { privateKey: string } {
  const secret = env[settings.secret_env];
  if (secret === undefined || secret === '') {
    throw new Error(
      `the environment variable ${settings.secret_env} (its SFTP password or private key) is not set`,
    );
  }
  if (/^\s*-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/.test(secret)) {
    return { privateKey: secret.includes('\n') ? secret : secret.replace(/\\n/g, '\n') };
  }
  return { password: secret };
}

/** A host key's fingerprint as OpenSSH prints it. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

function withDeadline<T>(work: Promise<T>, ms: number, what: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} took longer than ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The SFTP server's files through one open client; every call bounded by the operation timeout. */
/**
 * The SSH connection under the SFTP client: ssh2-sftp-client keeps it as its `client` property (its
 * README's way to reach ssh2 itself), which its type declarations leave out.
 */
function sshConnectionOf(client: SftpClient): Client {
  return (client as unknown as { client: Client }).client;
}

function sftpArea(client: SftpClient, timeouts: SftpTimeouts, abort: () => void): FileArea {
  const bounded = <T>(what: string, work: () => Promise<T>): Promise<T> =>
    withDeadline(work(), timeouts.operationMs, what, abort);
  return {
    join: (folder, name) => path.posix.join(folder, name),
    makeFolder: (folder) =>
      bounded(`making ${folder}`, async () => {
        const kind = await client.exists(folder);
        if (kind === 'd') return;
        if (kind !== false) throw new Error(`${folder} is not a folder`);
        await client.mkdir(folder, true);
      }),
    sizeOf: (file) =>
      bounded(`looking for ${file}`, async () =>
        (await client.exists(file)) === '-' ? (await client.stat(file)).size : null,
      ),
    readFile: (file) =>
      bounded(`reading ${file}`, async () => {
        // Without a destination the library answers the file's bytes.
        const content = await client.get(file);
        if (!Buffer.isBuffer(content)) throw new Error(`reading ${file} gave no bytes`);
        return content;
      }),
    writeFile: (file, content) =>
      bounded(`writing ${file}`, async () => {
        await client.put(content, file);
      }),
    renameNoReplace: (from, to) =>
      bounded(`renaming ${from}`, async () => {
        // SFTP's rename refuses an existing target (OpenSSH links then unlinks); the check names the case.
        if ((await client.exists(to)) !== false) throw new TargetExists(to);
        try {
          await client.rename(from, to);
        } catch (error) {
          // Taken meanwhile (both names there) is a clash; anything else, a dead connection included, is the error.
          const taken = await (async () =>
            (await client.exists(to)) !== false && (await client.exists(from)) !== false)().catch(
            () => false,
          );
          if (taken) throw new TargetExists(to);
          throw error;
        }
      }),
    listFiles: (folder) =>
      bounded(`listing ${folder}`, async () =>
        (await client.list(folder)).filter((entry) => entry.type === '-').map((entry) => entry.name),
      ),
    removeFile: (file) =>
      bounded(`removing ${file}`, async () => {
        await client.delete(file, true);
      }),
  };
}

/** Says which carrier and server failed, and why, without the secret. */
function describe(carrierId: number, settings: SftpDelivery, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `Carrier ${carrierId} SFTP ${settings.username}@${settings.host}:${settings.port}: ${reason}`,
    {
      cause: error,
    },
  );
}

/**
 * Runs one exchange with a carrier's SFTP server: one connection, opened for the run and always closed,
 * whatever the work does. Every failure (down, refused, closed mid-file, slow) is one error naming the
 * carrier and server. Settings that break the store's rules (a secret from a variable not set aside for
 * carriers, no pinned host key in production: carrierDeliveryRules.ts) are refused before any variable
 * is read or any connection made, whatever catalog put them there. The host key is checked during the
 * key exchange, before the password or key is offered: a server with another key never sees either.
 */
export async function withSftpExchange<T>(
  carrierId: number,
  settings: SftpDelivery,
  env: NodeJS.ProcessEnv,
  work: (exchange: CarrierExchange) => Promise<T>,
  timeouts: SftpTimeouts = DEFAULT_TIMEOUTS,
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<T> {
  let secret: { password: string } | { privateKey: string };
  try {
    const broken = deliveryProblems(settings, rules);
    if (broken.length > 0)
      throw new Error(
        `refused: ${broken.map((problem) => `${problem.field} ${problem.message}`).join('; ')}`,
      );
    secret = credentials(settings, env);
  } catch (error) {
    throw describe(carrierId, settings, error);
  }
  // Errors outside a call (a late reset) are already reported by the call that failed; none is logged.
  const client = new SftpClient(`carrier-${carrierId}`, { error: () => {}, end: () => {}, close: () => {} });
  const destroy = () => sshConnectionOf(client).destroy();
  try {
    await client.connect({
      host: settings.host,
      port: settings.port,
      username: settings.username,
      ...secret,
      readyTimeout: timeouts.readyMs,
      keepaliveInterval: 10_000,
      keepaliveCountMax: 3,
      // ssh2 asks this during the key exchange, before user authentication: refused, no secret is sent.
      // Unpinned is allowed only where the rules allow it (a demo or test store).
      hostVerifier: (key: Buffer) =>
        settings.host_key_sha256 === undefined
          ? !rules.hostKeyRequired
          : hostKeyFingerprint(key) === settings.host_key_sha256,
    });
  } catch (error) {
    destroy();
    throw describe(carrierId, settings, error);
  }
  try {
    const exchange = exchangeOver(sftpArea(client, timeouts, destroy), {
      outbound: settings.outbound_dir,
      inbound: settings.inbound_dir,
    });
    // The exchange's own failures name the carrier and server; the work's other errors pass unchanged.
    const named =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        call(...args).catch((error: unknown) => {
          throw describe(carrierId, settings, error);
        });
    return await work({
      send: named(exchange.send),
      inbound: named(exchange.inbound),
      inboundSize: named(exchange.inboundSize),
      read: named(exchange.read),
      done: named(exchange.done),
      setAside: named(exchange.setAside),
      removeSent: named(exchange.removeSent),
    });
  } finally {
    await withDeadline(client.end(), CLOSE_MS, 'closing', destroy).catch(() => {});
    destroy();
  }
}
