import type { Db } from '../db/database';

/** How long a node keeps the answer: every node prices on a newly applied catalog within this. */
const KEPT_MS = 5_000;
const keptByDb = new WeakMap<Db, Map<string, { at: number; value: Promise<number> }>>();

/**
 * The catalog version whose rates price coverage starting on `isoDate` (yyyy-mm-dd): the newest applied
 * version in effect by then (docs/catalog.md). 0 when the store has no catalog, which prices nothing.
 * Kept a few seconds per date, so a request costs no extra query.
 */
export function rateVersionOn(db: Db, isoDate: string, now = Date.now()): Promise<number> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const held = kept.get(isoDate);
  if (held && now - held.at < KEPT_MS) return held.value;
  const value = db
    .selectFrom('catalog_versions')
    .select('id')
    .where((eb) => eb.or([eb('effective_from', 'is', null), eb('effective_from', '<=', isoDate)]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
    .then((row) => row?.id ?? 0);
  value.catch(() => kept.delete(isoDate));
  if (kept.size > 400) kept.clear();
  kept.set(isoDate, { at: now, value });
  return value;
}

/** Today's date in UTC as yyyy-mm-dd: the coverage date of a price before one is chosen. */
export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
