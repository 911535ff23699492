import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AES-256-GCM for sensitive values at rest: "v1:" iv, tag and ciphertext in base64url. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** The same for binary data (screenshots): version byte 1, iv, tag, then the ciphertext. */
  sealBytes(plain: Buffer): Buffer;
  openBytes(sealed: Buffer): Buffer;
  /**
   * A keyed signature of `text` (HMAC-SHA-256 under a key derived from this box's key, base64url), so
   * a value the store issued (a browser's owner key) can be told from one made up elsewhere.
   */
  sign(text: string): string;
}

const BYTES_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  // Its own key for signatures: the sealing key is never used for two purposes.
  const signingKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'benefit-store signatures', 32));
  return {
    sign(text) {
      return createHmac('sha256', signingKey).update(text).digest('base64url');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `v1:${iv.toString('base64url')}:${tag.toString('base64url')}:${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    sealBytes(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([BYTES_VERSION]), iv, cipher.getAuthTag(), body]);
    },
    openBytes(sealed) {
      if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== BYTES_VERSION) {
        throw new Error('Not sealed bytes');
      }
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}

/** The key from ENCRYPTION_KEY, or from DATA_DIR/secret.key; null when neither is there (a command must not make one). */
export function existingKey(hexFromEnv: string | undefined, dataDir: string): Buffer | null {
  if (hexFromEnv) return Buffer.from(hexFromEnv, 'hex');
  try {
    return Buffer.from(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

/** The key from ENCRYPTION_KEY, or from DATA_DIR/secret.key, created (mode 600) on first start. */
export function loadKey(hexFromEnv: string | undefined, dataDir: string): Buffer {
  const existing = existingKey(hexFromEnv, dataDir);
  if (existing) return existing;
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
