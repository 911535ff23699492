import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage and sessionStorage of plain maps: the unit tests run without a browser. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('clearing stored state', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', {
      localStorage: fakeStorage(),
      sessionStorage: fakeStorage(),
      addEventListener: () => {},
      removeEventListener: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('removes every key of the store, known to a module or not, and keeps the device keys', async () => {
    const { setEnrollmentId } = await import('./enrollmentSession');
    const { setEnrollContext, readEnrollContext } = await import('./enrollContext');
    const { returnMarker } = await import('./returnMarker');
    const { clearStoredState } = await import('./clearStoredState');
    setEnrollmentId('abc');
    setEnrollContext({ eprocess: 'rep', agent_id: 3 });
    returnMarker.write('review-confirm');
    for (const key of [
      'cartCount',
      'show-quotation',
      'health_track',
      'fromSite',
      'deviceId',
      'location_consent',
      'state',
    ]) {
      window.localStorage.setItem(key, '1');
    }
    window.sessionStorage.setItem('anything', '1');

    clearStoredState();

    const left = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    ).sort();
    expect(left).toEqual(['deviceId', 'location_consent', 'state']);
    expect(readEnrollContext()).toBeNull();
    expect(returnMarker.read()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('clears values kept for the page when storage is unavailable', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('private mode');
      },
      get sessionStorage(): Storage {
        throw new Error('private mode');
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const { storedValue } = await import('./storedValue');
    const { clearStoredState } = await import('./clearStoredState');
    const temp = storedValue('tempId');
    temp.write('abc');
    const device = storedValue('deviceId');
    device.write('d-1');
    clearStoredState();
    expect(temp.read()).toBeNull();
    expect(device.read()).toBe('d-1');
  });
});
