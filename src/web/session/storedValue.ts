import { useSyncExternalStore } from 'react';

/** Every value made here, so clearing the store's state also tells the screens reading them. */
const made = new Set<{ key: string; write: (value: string | null) => void }>();

/**
 * Removes every key this store keeps in localStorage (and its page-lifetime fallbacks) except
 * those in `keep`; screens reading a removed value re-render with nothing.
 */
export function removeStoredValues(keep: ReadonlySet<string>): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key !== null && !keep.has(key)) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: only the fallbacks below exist
  }
  for (const value of made) if (!keep.has(value.key)) value.write(null);
}

/**
 * A string kept in localStorage under one key, readable as a React hook and updated in every
 * tab. Storage can be unavailable (private mode): the value then lives as long as the page.
 */
export function storedValue(key: string) {
  const listeners = new Set<() => void>();
  let fallback: string | null = null;

  const read = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return fallback;
    }
  };

  const write = (value: string | null): void => {
    fallback = value;
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // kept in `fallback`
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => (event.key === key || event.key === null) && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const useValue = (): string | null => useSyncExternalStore(subscribe, read, () => null);
  made.add({ key, write });
  return { read, write, useValue };
}
