import type { Db } from '../db/database';
import { keptWhile } from './keptWhile';

/** How long a node keeps the answer: every node prices on a newly applied catalog within this. */
const KEPT_MS = 5_000;
const kept = keptWhile<number>(KEPT_MS, 400);

/**
 * The catalog version whose rates price coverage starting on `isoDate` (yyyy-mm-dd): the newest applied
 * version in effect by then (docs/catalog.md). 0 when the store has no catalog, which prices nothing.
 * Kept a few seconds per date, so a request costs no extra query.
 */
export function rateVersionOn(db: Db, isoDate: string, now = Date.now()): Promise<number> {
  return kept(db, isoDate, now, () =>
    db
      .selectFrom('catalog_versions')
      .select('id')
      .where((eb) => eb.or([eb('effective_from', 'is', null), eb('effective_from', '<=', isoDate)]))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
      .then((row) => row?.id ?? 0),
  );
}
