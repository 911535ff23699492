import type { Db } from '../db/database';

interface Kept<T> {
  at: number;
  value: Promise<T>;
}

/**
 * Answers kept a while, per database and key: the store's one cache for what the catalog gives
 * (the version in effect, the plan lists, the active plans, their key facts). The returned function
 * gives what `make` gave under `key` less than `keptMs` ago, else makes it anew; a failed answer is
 * forgotten at once, and past `cap` keys the oldest goes.
 */
export function keptWhile<T>(keptMs: number, cap: number) {
  const byDb = new WeakMap<Db, Map<string, Kept<T>>>();
  return (db: Db, key: string, now: number, make: () => Promise<T>): Promise<T> => {
    let kept = byDb.get(db);
    if (!kept) {
      kept = new Map();
      byDb.set(db, kept);
    }
    const held = kept.get(key);
    if (held && now - held.at < keptMs) return held.value;
    const value = make();
    const keptHere = kept;
    value.catch(() => {
      if (keptHere.get(key)?.value === value) keptHere.delete(key);
    });
    kept.delete(key);
    kept.set(key, { at: now, value });
    if (kept.size > cap) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
