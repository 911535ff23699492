import { storedValue } from './storedValue';

/** The visitor's random device id (the spec's deviceId): names the assistant's conversation, nothing else. */
const stored = storedValue('deviceId');

export function deviceId(): string {
  const known = stored.read();
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const made = `dev_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  stored.write(made);
  return made;
}
