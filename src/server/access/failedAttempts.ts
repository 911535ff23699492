import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../appDeps';

/** Failed attempts (sign-in, resume codes) are counted over this window. */
const ATTEMPT_WINDOW_MS = 15 * 60_000;

/** Failed attempts under a key (an e-mail, an address) within the window; kept in the database so every app node sees them. */
export async function recentFailures(
  deps: Pick<AppDeps, 'db' | 'now'>,
  key: string,
  windowMs: number = ATTEMPT_WINDOW_MS,
): Promise<number> {
  const since = new Date(deps.now().getTime() - windowMs).toISOString();
  const row = await deps.db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function clearFailures(deps: Pick<AppDeps, 'db'>, key: string): Promise<void> {
  await deps.db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}

export interface AttemptLimit {
  key: string;
  /** Attempts allowed under the key within the window. */
  limit: number;
  /** The window, when it is not the usual 15 minutes. */
  windowMs?: number;
}

export interface ReservedAttempt {
  /** The first limit the attempt would go over (it was refused and not kept), or null: it may run. */
  refused: AttemptLimit | null;
  /** Takes the attempt back (it succeeded): it no longer counts under any of its keys. */
  takeBack(): Promise<void>;
}

/**
 * Writes an attempt down under each key before it runs, then counts. Every attempt is written before
 * it is counted, so of any number arriving at once at most `limit` see a count within the limit (the
 * one written k-th counts at least k); the rest are refused and their rows removed, so a flood of
 * refused attempts does not keep the window full. Works the same on every app node and both databases:
 * no lock, only the order of writes.
 */
export async function reserveAttempt(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limits: AttemptLimit[],
): Promise<ReservedAttempt> {
  const attemptId = randomUUID();
  const at = deps.now().toISOString();
  await deps.db
    .insertInto('sign_in_failures')
    .values(limits.map(({ key }) => ({ key, at, attempt_id: attemptId })))
    .execute();
  const takeBack = async () => {
    await deps.db.deleteFrom('sign_in_failures').where('attempt_id', '=', attemptId).execute();
  };
  for (const limit of limits) {
    if ((await recentFailures(deps, limit.key, limit.windowMs)) > limit.limit) {
      await takeBack();
      return { refused: limit, takeBack };
    }
  }
  return { refused: null, takeBack };
}
