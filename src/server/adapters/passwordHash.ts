import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt (memory-hard): N=2^15, r=8, p=1 uses 32 MiB per hash. */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads files for the static pages: at most
 * two hashes run at once, so a burst of sign-ins queues here instead of stalling everything else.
 */
const HASHES_AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

/**
 * Hashes running or queued in this process now: 0 when at rest. The slots are the process's (libuv's
 * pool is), so the tests check that no test file leaves one taken for the next (testing/fileLeaks.ts).
 */
export function hashesUnderWay(): number {
  return running + waiting.length;
}

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt:${N}:${R}:${P}:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
