import type { Db } from './database';
import { fromJsonText, toJsonText } from './json';
import type { SecretBox } from './secretBox';

/**
 * Where documents that tell of a person (their steps, health answers, notes, signature, addresses)
 * are kept: the database and the key they are sealed with. AppDeps is one; a transaction is another.
 */
export interface SealedStore {
  db: Db;
  secretBox: SecretBox;
}

/** A document as stored: its JSON text sealed with the store's key, so the database file alone tells nothing. */
export function sealJson(box: SecretBox, value: unknown): string {
  return box.seal(toJsonText(value));
}

/** A stored document opened; a row from before documents were sealed (plain JSON) reads as it is. */
export function openJson<T>(box: SecretBox, stored: string): T {
  return fromJsonText<T>(openText(box, stored));
}

/** A stored text opened; one written before it was sealed at rest reads as it is. */
export function openText(box: SecretBox, stored: string): string {
  return isSealedText(stored) ? box.open(stored) : stored;
}

/** Whether a stored text is sealed (SecretBox's "v1:" form) rather than plain JSON. */
export function isSealedText(stored: string): boolean {
  return stored.startsWith('v1:');
}
