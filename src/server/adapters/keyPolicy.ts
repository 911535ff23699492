import fs from 'node:fs';
import path from 'node:path';

/** Keys written in this repository (the end-to-end tests' key): known to anyone who reads it. */
const KNOWN_KEYS = new Set(['6e2e0000000000000000000000000000000000000000000000000000000000e2']);

/**
 * A production store's key must be its own: given (ENCRYPTION_KEY) or already in DATA_DIR/secret.key
 * (never made up at start, where it would sit unmanaged beside the data), not one written in this
 * repository, and not a pattern (fewer than 16 different bytes). Returns what is wrong, or null.
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
  if (new Set(hex.match(/../g)).size < 16)
    return 'The encryption key is a pattern, not a random key: use a key of your own';
  return null;
}
