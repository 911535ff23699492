import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2, {
  type Attributes,
  type AuthContext,
  type Connection,
  type ParsedKey,
  type SFTPWrapper,
} from 'ssh2';
import { hostKeyFingerprint } from '../src/server/adapters/carrierSftp';

const { Server, utils } = ssh2;
const { STATUS_CODE, flagsToString } = utils.sftp;

/** A fault the peer plays once, on the next matching request. */
type SftpFault =
  /** After this many bytes of a file have been written, the connection is cut (no answer to that WRITE). */
  | { kind: 'cut-mid-file'; afterBytes: number }
  /** The rename is done, then the connection is cut before its answer: the client never hears of it. */
  | { kind: 'cut-after-rename' }
  /**
   * The rename is done, then answered FAILURE, as some servers do: the client hears it failed. With
   * `carrierTakesIt`, the new file is also taken away (as a quick carrier would) before the answer.
   */
  | { kind: 'fail-after-rename'; carrierTakesIt?: boolean }
  /**
   * The rename is done, then `onRenamed` is called with the new name (as the client gave it) and nothing is
   * ever answered: the moment a test kills the client between the carrier's rename and its own record.
   */
  | { kind: 'hold-after-rename'; onRenamed: (renamedTo: string) => void };

export interface SftpPeerOptions {
  root: string;
  username: string;
  /** The password it accepts, if any. */
  password?: string;
  /** The OpenSSH public key it accepts, if any. */
  publicKey?: string;
}

export interface SftpPeer {
  host: string;
  port: number;
  /** The host key's fingerprint ("SHA256:…"), for settings that pin it. */
  hostKeySha256: string;
  /** Connections accepted so far, and those still open. */
  connectionsSeen(): number;
  /** Login requests received so far (any method: a password or key offered, or `none`). */
  loginAttempts(): number;
  openConnections(): number;
  /** Every file opened for writing (its path as the client gave it), in order, over all connections. */
  openedForWriting(): string[];
  /** Every rename done (the new path as the client gave it), in order, over all connections. */
  renamedTo(): string[];
  /** Plays the fault once, on the next request it fits. */
  failNext(fault: SftpFault): void;
  close(): Promise<void>;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parsedKey(text: string, what: string): ParsedKey {
  const parsed = utils.parseKey(text);
  if (parsed instanceof Error || Array.isArray(parsed)) throw new Error(`could not read ${what}`);
  return parsed;
}

function attrsOf(stats: fs.Stats): Attributes {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

/** An `ls -l` line: ssh2-sftp-client reads an entry's type from its first character. */
function longName(name: string, stats: fs.Stats): string {
  const type = stats.isDirectory() ? 'd' : stats.isFile() ? '-' : 'l';
  return `${type}rw-------  1 peer peer ${stats.size} Jan  1 00:00 ${name}`;
}

function statusFor(error: unknown): number {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return STATUS_CODE.NO_SUCH_FILE;
  if (code === 'EACCES' || code === 'EPERM') return STATUS_CODE.PERMISSION_DENIED;
  return STATUS_CODE.FAILURE;
}

type OpenThing =
  | { kind: 'file'; fd: number; written: number }
  | { kind: 'folder'; entries: string[] | null; dir: string };

/**
 * A real SFTP server on 127.0.0.1 (ssh2's Server) serving a folder: password or public-key login, a host
 * key made for the run, and the faults the carrier exchange must survive. The carrier adapter's test peer.
 */
export async function startSftpPeer(options: SftpPeerOptions): Promise<SftpPeer> {
  const root = path.resolve(options.root);
  const hostKey = utils.generateKeyPairSync('ed25519');
  const hostPublic = parsedKey(hostKey.public, 'the host key made');
  const allowedKey =
    options.publicKey === undefined ? undefined : parsedKey(options.publicKey, 'the public key given');

  const clients = new Set<Connection>();
  let seen = 0;
  let logins = 0;
  let fault: SftpFault | null = null;
  const opened: string[] = [];
  const renamed: string[] = [];

  /** A client's path inside the root: absolute paths start at the root, relative ones too. */
  const local = (remote: string): string => path.join(root, path.posix.resolve('/', remote));

  /** True to let the client in, false to refuse, null when it asked by a method this peer does not take. */
  function loginAllowed(ctx: AuthContext): boolean | null {
    if (ctx.username !== options.username) return false;
    if (ctx.method === 'password' && options.password !== undefined && ctx.password !== undefined) {
      return sameText(ctx.password, options.password);
    }
    if (ctx.method === 'publickey' && allowedKey !== undefined && ctx.key !== undefined) {
      const keyMatches = ctx.key.algo === allowedKey.type && ctx.key.data.equals(allowedKey.getPublicSSH());
      // Without a signature the client only asks whether the key would do; with one, it must verify.
      if (!keyMatches || ctx.signature === undefined || ctx.blob === undefined) return keyMatches;
      return allowedKey.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true;
    }
    return null;
  }

  function authenticate(ctx: AuthContext): void {
    logins += 1;
    const allowed = loginAllowed(ctx);
    if (allowed === true) ctx.accept();
    else if (allowed === false) ctx.reject();
    else ctx.reject(['password', 'publickey']);
  }

  function serveFiles(client: Connection, sftp: SFTPWrapper): void {
    const open = new Map<number, OpenThing>();
    let nextHandle = 1;
    const handleOf = (thing: OpenThing): Buffer => {
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(nextHandle);
      open.set(nextHandle, thing);
      nextHandle += 1;
      return handle;
    };
    const thingOf = (handle: Buffer): OpenThing | undefined =>
      handle.length === 4 ? open.get(handle.readUInt32BE(0)) : undefined;
    // After a cut nothing more is written or answered, whatever the client had already sent.
    let cutOff = false;
    const cut = () => {
      cutOff = true;
      client.end();
    };
    // A cut connection leaves its files as they were; their descriptors are let go.
    client.on('close', () => {
      for (const thing of open.values()) if (thing.kind === 'file') fs.close(thing.fd, () => {});
      open.clear();
    });

    sftp.on('OPEN', (reqId, filename, flags) => {
      const mode = flagsToString(flags);
      if (mode === null) return sftp.status(reqId, STATUS_CODE.FAILURE);
      fs.open(local(filename), mode, 0o600, (error, fd) => {
        if (error) return sftp.status(reqId, statusFor(error));
        if (/[wa+]/.test(mode)) opened.push(filename);
        sftp.handle(reqId, handleOf({ kind: 'file', fd, written: 0 }));
      });
    });
    sftp.on('WRITE', (reqId, handle, offset, data) => {
      if (cutOff) return;
      const thing = thingOf(handle);
      if (thing?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
      fs.write(thing.fd, data, 0, data.length, offset, (error) => {
        if (cutOff) return;
        if (error) return sftp.status(reqId, statusFor(error));
        thing.written += data.length;
        if (fault?.kind === 'cut-mid-file' && thing.written >= fault.afterBytes) {
          fault = null;
          return cut();
        }
        sftp.status(reqId, STATUS_CODE.OK);
      });
    });
    sftp.on('READ', (reqId, handle, offset, length) => {
      const thing = thingOf(handle);
      if (thing?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
      const buffer = Buffer.alloc(length);
      fs.read(thing.fd, buffer, 0, length, offset, (error, bytesRead) => {
        if (error) return sftp.status(reqId, statusFor(error));
        if (bytesRead === 0) return sftp.status(reqId, STATUS_CODE.EOF);
        sftp.data(reqId, buffer.subarray(0, bytesRead));
      });
    });
    sftp.on('FSTAT', (reqId, handle) => {
      const thing = thingOf(handle);
      if (thing?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
      fs.fstat(thing.fd, (error, stats) =>
        error ? sftp.status(reqId, statusFor(error)) : sftp.attrs(reqId, attrsOf(stats)),
      );
    });
    sftp.on('CLOSE', (reqId, handle) => {
      const thing = thingOf(handle);
      if (thing === undefined) return sftp.status(reqId, STATUS_CODE.FAILURE);
      open.delete(handle.readUInt32BE(0));
      if (thing.kind === 'folder') return sftp.status(reqId, STATUS_CODE.OK);
      fs.close(thing.fd, (error) => sftp.status(reqId, error ? statusFor(error) : STATUS_CODE.OK));
    });
    sftp.on('OPENDIR', (reqId, dir) => {
      fs.stat(local(dir), (error, stats) => {
        if (error) return sftp.status(reqId, statusFor(error));
        if (!stats.isDirectory()) return sftp.status(reqId, STATUS_CODE.FAILURE);
        sftp.handle(reqId, handleOf({ kind: 'folder', entries: null, dir: local(dir) }));
      });
    });
    sftp.on('READDIR', (reqId, handle) => {
      const thing = thingOf(handle);
      if (thing?.kind !== 'folder') return sftp.status(reqId, STATUS_CODE.FAILURE);
      if (thing.entries !== null) return sftp.status(reqId, STATUS_CODE.EOF);
      thing.entries = fs.readdirSync(thing.dir);
      if (thing.entries.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.name(
        reqId,
        thing.entries.map((name) => {
          const stats = fs.lstatSync(path.join(thing.dir, name));
          return { filename: name, longname: longName(name, stats), attrs: attrsOf(stats) };
        }),
      );
    });
    const statOf = (follow: boolean) => (reqId: number, remote: string) => {
      const answer = (error: NodeJS.ErrnoException | null, stats: fs.Stats) =>
        error ? sftp.status(reqId, statusFor(error)) : sftp.attrs(reqId, attrsOf(stats));
      if (follow) fs.stat(local(remote), answer);
      else fs.lstat(local(remote), answer);
    };
    sftp.on('STAT', statOf(true));
    sftp.on('LSTAT', statOf(false));
    sftp.on('REALPATH', (reqId, remote) => {
      const absolute = path.posix.resolve('/', remote);
      // A REALPATH answer's attributes are a dummy (SFTP draft 3, SSH_FXP_NAME): none are sent.
      sftp.name(reqId, [{ filename: absolute, longname: absolute, attrs: {} as Attributes }]);
    });
    sftp.on('MKDIR', (reqId, remote) => {
      fs.mkdir(local(remote), { mode: 0o700 }, (error) =>
        sftp.status(reqId, error ? statusFor(error) : STATUS_CODE.OK),
      );
    });
    sftp.on('REMOVE', (reqId, remote) => {
      fs.unlink(local(remote), (error) => sftp.status(reqId, error ? statusFor(error) : STATUS_CODE.OK));
    });
    sftp.on('RENAME', (reqId, from, to) => {
      if (cutOff) return;
      // As OpenSSH does: a hard link then an unlink, so an existing target is never replaced.
      fs.link(local(from), local(to), (error) => {
        if (error) return sftp.status(reqId, statusFor(error));
        fs.unlink(local(from), (unlinkError) => {
          renamed.push(to);
          if (fault?.kind === 'hold-after-rename') {
            const { onRenamed } = fault;
            fault = null;
            return onRenamed(to);
          }
          if (fault?.kind === 'cut-after-rename') {
            fault = null;
            return cut();
          }
          if (fault?.kind === 'fail-after-rename') {
            const takes = fault.carrierTakesIt === true;
            fault = null;
            if (takes) fs.rmSync(local(to), { force: true });
            return sftp.status(reqId, STATUS_CODE.FAILURE);
          }
          sftp.status(reqId, unlinkError ? statusFor(unlinkError) : STATUS_CODE.OK);
        });
      });
    });
    for (const event of ['SETSTAT', 'FSETSTAT'] as const) {
      sftp.on(event, (reqId: number) => sftp.status(reqId, STATUS_CODE.OK));
    }
  }

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    seen += 1;
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => clients.delete(client));
    client.on('authentication', authenticate);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serveFiles(client, acceptSftp()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    hostKeySha256: hostKeyFingerprint(hostPublic.getPublicSSH()),
    connectionsSeen: () => seen,
    loginAttempts: () => logins,
    openConnections: () => clients.size,
    openedForWriting: () => [...opened],
    renamedTo: () => [...renamed],
    failNext(next) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.end();
        server.close(() => resolve());
      }),
  };
}
