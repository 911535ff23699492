import type { AppDeps } from './appDeps';
import { clearAbandonedApplies } from './catalog/applyClaim';
import { dropUnreachableRates } from './catalog/catalogApply';
import { runRenewals } from './renewal/renewalRound';
import { repeatEvery } from './repeatingJob';

/** Longer than the longest window any limit counts over (a day), so a sweep never lowers a count. */
const ATTEMPTS_KEPT_MS = 2 * 86_400_000;

/**
 * Removes what no check reads any more: attempt rows older than every limit's window, and sessions and
 * sign-in links past their end. Without it these tables grow with every sign-in, mail and quote for as
 * long as the store runs, and the attempt rows keep e-mail and client addresses longer than any limit
 * needs them. Answers how many rows of each it removed.
 */
export async function sweepExpired(
  deps: Pick<AppDeps, 'db' | 'now'>,
): Promise<{ attempts: number; sessions: number; signInLinks: number }> {
  const now = deps.now();
  const attempts = await deps.db
    .deleteFrom('sign_in_failures')
    .where('at', '<', new Date(now.getTime() - ATTEMPTS_KEPT_MS).toISOString())
    .executeTakeFirst();
  const sessions = await deps.db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  const signInLinks = await deps.db
    .deleteFrom('sign_in_links')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  // Rates no coverage date can reach any more, once their successor has settled (catalog/catalogApply).
  await dropUnreachableRates(deps.db, now);
  // What an apply killed part way wrote, once it has long stopped writing (catalog/applyClaim).
  await clearAbandonedApplies(deps.db);
  return {
    attempts: Number(attempts.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    signInLinks: Number(signInLinks.numDeletedRows),
  };
}

/**
 * Runs sweepExpired, then the day's renewals and renewal notices (renewal/renewalRound.ts: idempotent,
 * so every app node runs them), every `everyMs` (and once at start) until the returned stop is called.
 */
export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'now' | 'secretBox'>,
  everyMs = 10 * 60_000,
  onError: (error: unknown) => void = () => undefined,
): () => Promise<void> {
  return repeatEvery(
    async () => {
      await sweepExpired(deps);
      const round = await runRenewals(deps);
      for (const failure of round.failed)
        onError(new Error(`The ${failure.step} of policy ${failure.policyId} failed: ${failure.reason}`));
    },
    everyMs,
    onError,
  );
}
