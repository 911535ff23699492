import fs from 'node:fs';
import path from 'node:path';

/** Keys written in this repository (the end-to-end tests' key): known to anyone who reads it. */
const KNOWN_KEYS = new Set(['6e2e0000000000000000000000000000000000000000000000000000000000e2']);

const MAKE_ONE = 'Make one with `openssl rand -hex 32` and keep it in your secret store.';
const STEPS = `The encryption key repeats itself or counts in steps (like 000102… or abab…): it is a pattern, not a random key. ${MAKE_ONE}`;
const FEW_DIGITS = `The encryption key uses too few different digits: it is a pattern, not a random key. ${MAKE_ONE}`;
const TEXT = `The encryption key is text written in hex, not a random key. ${MAKE_ONE}`;

/** Lags compared (up to half the key) and how often one difference may appear at a lag. */
const MAX_LAG = 16;
const MAX_SAME_STEP = 9;

/**
 * Why 32 bytes are a pattern rather than a random key, or null. Each test is one a key drawn at random
 * passes but for a chance computed here (the bounds add up to under 1.3e-12, about 2^-39):
 * - steps: for each lag p of 1..16, the differences b[i+p] - b[i] (mod 256) of a random key are 32-p
 *   independent uniform bytes; one value appearing 10 or more times has a chance under
 *   Σp 256·C(32-p,10)/256^10 ≈ 2.7e-14. It finds runs (000102…, step 1 at lag 1), repeated bytes
 *   and blocks (step 0 at the block's length), and blocks that count up (deadbeef deadbef0 …);
 * - fewer than 16 different bytes: under C(256,15)·(15/256)^32 ≈ 2.5e-16;
 * - at most 9 different hex digits: under C(16,9)·(9/16)^64 ≈ 1.2e-12; decimal digits only (a number
 *   such as a phone number or π): (10/16)^64 ≈ 8.6e-14;
 * - every byte a printable character (a phrase written in hex): (95/256)^32 ≈ 1.6e-14.
 */
export function keyPatternProblem(key: Uint8Array): string | null {
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    const seen = new Map<number, number>();
    for (let i = 0; i + lag < key.length; i++) {
      const step = ((key[i + lag] as number) - (key[i] as number) + 256) % 256;
      const count = (seen.get(step) ?? 0) + 1;
      if (count > MAX_SAME_STEP) return STEPS;
      seen.set(step, count);
    }
  }
  const hex = Buffer.from(key).toString('hex');
  if (new Set(key).size < 16 || new Set(hex).size <= 9 || /^[0-9]+$/.test(hex)) return FEW_DIGITS;
  if (key.every((byte) => byte >= 0x20 && byte <= 0x7e)) return TEXT;
  return null;
}

/**
 * A production store's key must be its own: given (ENCRYPTION_KEY) or already in DATA_DIR/secret.key
 * (never made up at start, where it would sit unmanaged beside the data), not one written in this
 * repository, and not a pattern (keyPatternProblem). Returns what is wrong and what to do, or null.
 */
export function productionKeyProblem(hexFromEnv: string | undefined, dataDir: string): string | null {
  let hex = hexFromEnv?.trim().toLowerCase();
  if (!hex) {
    try {
      hex = fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim().toLowerCase();
    } catch {
      return 'STORE_MODE=production needs ENCRYPTION_KEY (64 hex characters from a secret store) or an existing DATA_DIR/secret.key';
    }
  }
  if (!/^[0-9a-f]{64}$/.test(hex)) return 'The encryption key must be 64 hex characters';
  if (KNOWN_KEYS.has(hex))
    return 'The encryption key is a test key written in this repository: use a key of your own';
  return keyPatternProblem(Buffer.from(hex, 'hex'));
}
