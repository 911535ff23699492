import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database';
import { removeVersionRates } from './versionRateRemoval';

/** Any number like it: names the lock under which one `catalog apply` at a time claims a version. */
export const APPLY_LOCK_ID = 20261127;
/**
 * How long an apply may go without writing before another takes it for killed. An apply writes a batch
 * of its rates every fraction of a second; it notes so at most every BEAT_EVERY_MS.
 */
export const APPLY_STALE_MS = 30_000;
const BEAT_EVERY_MS = 2_000;

/** What a second apply meets while one is writing: nothing is changed. */
class ApplyUnderWay extends Error {
  constructor(
    readonly version: number,
    readonly lastWrote: string,
  ) {
    super(
      `Another apply is writing catalog version ${version} (it last wrote at ${lastWrote}); nothing was changed. ` +
        `Run apply again once it has finished; if it was stopped, ${APPLY_STALE_MS / 1000} s after it last wrote.`,
    );
    this.name = 'ApplyUnderWay';
  }
}

/** What an apply meets when another took it for killed and went on without it: nothing of it is kept. */
class ApplyTakenOver extends Error {
  constructor(readonly version: number) {
    super(
      `Catalog version ${version} was given up: another apply began after this one stopped writing for ` +
        `${APPLY_STALE_MS / 1000} s. Nothing of it is kept; the store has the other apply's catalog.`,
    );
    this.name = 'ApplyTakenOver';
  }
}

/** One catalog version an apply writes, and its first rate id. */
interface ClaimedVersion {
  version: number;
  firstPriceId: number;
}

/**
 * The versions an apply writes (the first, and one for each later dated rate file), with their first rate
 * ids; it says it is alive, done, or given up, for all of them at once.
 */
export interface ApplyClaim extends ClaimedVersion {
  versions: ClaimedVersion[];
  /** Notes that the apply is still writing (at most every BEAT_EVERY_MS); throws ApplyTakenOver. */
  beat(): Promise<void>;
  /** In the transaction that makes the version the store's: throws ApplyTakenOver when it is not ours. */
  finish(trx: Db): Promise<void>;
  /** Gives the version up and removes what it wrote. */
  abandon(): Promise<void>;
}

/** The next catalog version's id: after every applied version and every apply begun. */
export async function nextVersion(trx: Db): Promise<number> {
  const applied = await trx
    .selectFrom('catalog_versions')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const begun = await trx
    .selectFrom('catalog_applies')
    .select((eb) => eb.fn.max('version_id').as('id'))
    .executeTakeFirst();
  return Math.max(Number(applied?.id ?? 0), Number(begun?.id ?? 0)) + 1;
}

/** The id the next rate row written takes. */
export async function nextPriceId(trx: Db): Promise<number> {
  const last = await trx
    .selectFrom('plan_prices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(last?.id ?? 0) + 1;
}

/**
 * Claims the next catalog versions for an apply (one for each rate file: `rateCounts` their sizes), in
 * one short transaction: refused (ApplyUnderWay) while
 * another apply is writing; an apply that stopped writing APPLY_STALE_MS ago was killed, and what it
 * wrote is removed first. The clock is the wall's: how long ago an apply wrote is real time.
 */
export async function claimApply(
  db: Db,
  clock: () => Date = () => new Date(),
  rateCounts: readonly number[] = [0],
): Promise<ApplyClaim> {
  const claimed = await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${APPLY_LOCK_ID})`.execute(trx);
    const now = clock();
    const stale = new Date(now.getTime() - APPLY_STALE_MS).toISOString();
    const live = await trx
      .selectFrom('catalog_applies')
      .select(['version_id', 'beat_at'])
      .where('state', '=', 'writing')
      .where('beat_at', '>', stale)
      .executeTakeFirst();
    if (live) throw new ApplyUnderWay(live.version_id, live.beat_at);
    await trx
      .updateTable('catalog_applies')
      .set({ state: 'abandoned' })
      .where('state', '=', 'writing')
      .execute();
    const first = await nextVersion(trx);
    let firstPriceId = await nextPriceId(trx);
    const at = now.toISOString();
    const versions: ClaimedVersion[] = [];
    for (const [index, count] of rateCounts.entries()) {
      versions.push({ version: first + index, firstPriceId });
      await trx
        .insertInto('catalog_applies')
        .values({
          version_id: first + index,
          state: 'writing',
          started_at: at,
          beat_at: at,
          first_price_id: firstPriceId,
        })
        .execute();
      firstPriceId += count;
    }
    return versions;
  });
  await clearAbandonedApplies(db, clock);
  const ids = claimed.map((claim) => claim.version);
  const [{ version, firstPriceId }] = claimed as [ClaimedVersion, ...ClaimedVersion[]];
  let lastBeat = clock().getTime();
  const ours = (trx: Db, state: 'writing' | 'applied' | 'abandoned', set: { beat_at?: string } = {}) =>
    trx
      .updateTable('catalog_applies')
      .set({ state, ...set })
      .where('version_id', 'in', ids)
      .where('state', '=', 'writing')
      .executeTakeFirst()
      .then((result) => Number(result.numUpdatedRows) === ids.length);
  return {
    version,
    firstPriceId,
    versions: claimed,
    async beat() {
      const now = clock();
      if (now.getTime() - lastBeat < BEAT_EVERY_MS) return;
      lastBeat = now.getTime();
      if (!(await ours(db, 'writing', { beat_at: now.toISOString() }))) throw new ApplyTakenOver(version);
    },
    async finish(trx) {
      if (!(await ours(trx, 'applied'))) throw new ApplyTakenOver(version);
    },
    async abandon() {
      await ours(db, 'abandoned');
      await clearAbandonedApplies(db, clock);
    },
  };
}

/**
 * Removes what given-up applies wrote (their rates and plan lists' rows, which nothing prices on: their
 * version never reached catalog_versions), and marks them cleared. Applies still `writing` that stopped
 * writing APPLY_STALE_MS ago were killed: they are given up first. Run by every apply and by the
 * housekeeping sweep (at the server's start and every few minutes).
 */
export async function clearAbandonedApplies(db: Db, clock: () => Date = () => new Date()): Promise<void> {
  const stale = new Date(clock().getTime() - APPLY_STALE_MS).toISOString();
  await db
    .updateTable('catalog_applies')
    .set({ state: 'abandoned' })
    .where('state', '=', 'writing')
    .where('beat_at', '<=', stale)
    .execute();
  const abandoned = await db
    .selectFrom('catalog_applies')
    .select(['version_id', 'first_price_id'])
    .where('state', '=', 'abandoned')
    .execute();
  for (const apply of abandoned) {
    await removeVersionRates(db, apply.version_id, { keepCartHeld: false, fromId: apply.first_price_id });
    await db
      .updateTable('catalog_applies')
      .set({ state: 'cleared' })
      .where('version_id', '=', apply.version_id)
      .where('state', '=', 'abandoned')
      .execute();
  }
}
