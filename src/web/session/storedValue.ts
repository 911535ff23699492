import { useSyncExternalStore } from 'react';

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
  return { read, write, useValue };
}
