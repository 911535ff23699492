import type { AppDeps } from '../appDeps';

/** Failed attempts (sign-in, resume codes) are counted over this window. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/** Failed attempts under a key (an e-mail, an address) within the window; kept in the database so every app node sees them. */
export async function recentFailures(deps: Pick<AppDeps, 'db' | 'now'>, key: string): Promise<number> {
  const since = new Date(deps.now().getTime() - ATTEMPT_WINDOW_MS).toISOString();
  const row = await deps.db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(deps: Pick<AppDeps, 'db' | 'now'>, keys: string[]): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db
    .insertInto('sign_in_failures')
    .values(keys.map((key) => ({ key, at })))
    .execute();
}

export async function clearFailures(deps: Pick<AppDeps, 'db'>, key: string): Promise<void> {
  await deps.db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
