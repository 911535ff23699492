import { useSyncExternalStore } from 'react';

/**
 * The temporary enrollment id the spec keeps under "tempId". It opens nothing by itself: the
 * server also checks the HttpOnly cookie that binds this browser to the enrollment.
 */
const KEY = 'tempId';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setEnrollmentId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); the id then lives as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useEnrollmentId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
