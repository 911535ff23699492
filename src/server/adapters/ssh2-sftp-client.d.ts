/** Just what the carrier exchange uses of ssh2-sftp-client (no @types/ssh2-sftp-client installed). */
declare module 'ssh2-sftp-client' {
  export interface SftpConnectOptions {
    host: string;
    port: number;
    username: string;
    password?: string;
    privateKey?: string | Buffer;
    passphrase?: string;
    readyTimeout?: number;
    keepaliveInterval?: number;
    keepaliveCountMax?: number;
    /** Given the server's raw host key; false refuses the connection. */
    hostVerifier?: (key: Buffer) => boolean;
  }

  export interface SftpListEntry {
    /** '-' a file, 'd' a folder, 'l' a link. */
    type: string;
    name: string;
    size: number;
    modifyTime: number;
  }

  export interface SftpStats {
    size: number;
    isFile: boolean;
    isDirectory: boolean;
  }

  export default class SftpClient {
    constructor(
      name?: string,
      callbacks?: { error?: (error: Error) => void; end?: () => void; close?: () => void },
    );
    connect(options: SftpConnectOptions): Promise<unknown>;
    list(path: string): Promise<SftpListEntry[]>;
    exists(path: string): Promise<false | 'd' | '-' | 'l'>;
    stat(path: string): Promise<SftpStats>;
    get(path: string): Promise<Buffer>;
    put(content: Buffer, path: string): Promise<string>;
    rename(from: string, to: string): Promise<string>;
    delete(path: string, notFoundOk?: boolean): Promise<string>;
    mkdir(path: string, recursive?: boolean): Promise<string>;
    end(): Promise<boolean>;
    /** The underlying ssh2 client: destroyed when a call hangs past its deadline. */
    client: { destroy(): void };
  }
}
