import fs from 'node:fs';

/**
 * The store's files are the owner's alone. Everything the server creates from here on (the SQLite file
 * and its -wal and -shm files, the key file, sealed blobs, kept mail) is made without group or other
 * access, and the data folder itself is closed to them, which also shuts out files written by an
 * earlier version with wider modes.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
