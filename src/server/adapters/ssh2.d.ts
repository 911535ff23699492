/** Just what the store uses of ssh2 (no @types/ssh2 installed): the key tools and the SFTP server the tests run. */
declare module 'ssh2' {
  type Listener = (...args: never[]) => void;

  export interface ParsedKey {
    type: string;
    getPublicSSH(): Buffer;
    verify(data: Buffer, signature: Buffer, hashAlgo?: string): boolean | Error;
  }

  export interface SftpAttrs {
    mode?: number;
    uid?: number;
    gid?: number;
    size?: number;
    atime?: number;
    mtime?: number;
  }

  export interface SftpName {
    filename: string;
    longname: string;
    attrs: SftpAttrs;
  }

  /** The server side of an SFTP session: requests arrive as events, each answered once by reqId. */
  export interface SftpServerSession {
    on(
      event: 'OPEN',
      listener: (reqId: number, filename: string, flags: number, attrs: SftpAttrs) => void,
    ): this;
    on(event: 'WRITE', listener: (reqId: number, handle: Buffer, offset: number, data: Buffer) => void): this;
    on(
      event: 'READ',
      listener: (reqId: number, handle: Buffer, offset: number, length: number) => void,
    ): this;
    on(event: 'CLOSE' | 'FSTAT' | 'READDIR', listener: (reqId: number, handle: Buffer) => void): this;
    on(
      event: 'OPENDIR' | 'STAT' | 'LSTAT' | 'REMOVE' | 'REALPATH' | 'RMDIR',
      listener: (reqId: number, path: string) => void,
    ): this;
    on(event: 'MKDIR' | 'SETSTAT', listener: (reqId: number, path: string, attrs: SftpAttrs) => void): this;
    on(event: 'FSETSTAT', listener: (reqId: number, handle: Buffer, attrs: SftpAttrs) => void): this;
    on(event: 'RENAME', listener: (reqId: number, oldPath: string, newPath: string) => void): this;
    on(event: string, listener: Listener): this;
    status(reqId: number, code: number, message?: string): void;
    handle(reqId: number, handle: Buffer): void;
    data(reqId: number, data: Buffer): void;
    name(reqId: number, names: SftpName[]): void;
    attrs(reqId: number, attrs: SftpAttrs): void;
  }

  export interface AuthContext {
    username: string;
    method: string;
    password?: string;
    key?: { algo: string; data: Buffer };
    blob?: Buffer;
    signature?: Buffer;
    hashAlgo?: string;
    accept(): void;
    reject(methodsLeft?: string[], partialSuccess?: boolean): void;
  }

  export interface ServerSession {
    on(event: 'sftp', listener: (accept: () => SftpServerSession, reject: () => void) => void): this;
    on(event: string, listener: Listener): this;
  }

  export interface Connection {
    on(event: 'authentication', listener: (ctx: AuthContext) => void): this;
    on(event: 'session', listener: (accept: () => ServerSession, reject: () => void) => void): this;
    on(event: 'ready' | 'close' | 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
  }

  export class Server {
    constructor(config: { hostKeys: (Buffer | string)[] }, listener?: (client: Connection) => void);
    listen(port: number, host: string, callback?: () => void): this;
    address(): import('node:net').AddressInfo | string | null;
    close(callback?: (error?: Error) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export const utils: {
    generateKeyPairSync(
      type: 'ed25519' | 'ecdsa' | 'rsa',
      options?: { bits?: number; comment?: string },
    ): {
      private: string;
      public: string;
    };
    parseKey(data: Buffer | string, passphrase?: string): ParsedKey | ParsedKey[] | Error;
    sftp: {
      OPEN_MODE: { READ: number; WRITE: number; APPEND: number; CREAT: number; TRUNC: number; EXCL: number };
      STATUS_CODE: {
        OK: number;
        EOF: number;
        NO_SUCH_FILE: number;
        PERMISSION_DENIED: number;
        FAILURE: number;
        BAD_MESSAGE: number;
        OP_UNSUPPORTED: number;
      };
      flagsToString(flags: number): string | null;
    };
  };

  /** ssh2 is CommonJS: the store imports its default and takes Server and utils from it. */
  const ssh2: { Server: typeof Server; utils: typeof utils };
  export default ssh2;
}
