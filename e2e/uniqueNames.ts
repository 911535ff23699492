import { randomBytes } from 'node:crypto';

/** Lower-case letters only, so a suffix fits a person's name as well as an e-mail's local part. */
function letters(count: number): string {
  return [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/**
 * An e-mail address no other test (nor an earlier try of this one) uses: the store limits mail per
 * inbox (`name+tag@` counts as `name@`), and a test reading kept mail must find only its own.
 */
export function uniqueEmail(name: string): string {
  return `${name}.${letters(8)}@example.com`;
}

/**
 * A contact e-mail of a shopper no other test uses, as long as the journeys' 'maria@example.com'
 * (17 characters): review and the receipt show it, and a longer one would change what fits 320 px.
 */
export function uniqueContactEmail(): string {
  return `${letters(5)}@example.com`;
}

/** A surname no other test (nor an earlier try of this one) gives, so a search by it finds this test's row only. */
export function uniqueSurname(stem: string): string {
  return `${stem}${letters(6)}`;
}
