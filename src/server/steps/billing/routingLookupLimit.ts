import { ROUTING_TARGET } from '../../../contract/billingLookupCalls';
import { reserveAttempt } from '../../access/failedAttempts';
import type { AppDeps } from '../../appDeps';
import { fieldError } from '../../http/appError';

/**
 * Routing look-ups per client address within the attempts window (15 minutes). The call takes no
 * enrollment, so this keeps it from being a free directory to scrape (or a paid service to spend).
 */
export const ROUTING_LOOKUPS_PER_WINDOW = 60;
export const ROUTING_LIMIT_MESSAGE = 'Too many routing number look-ups. Please try again in 15 minutes.';

/** The attempts-table key of one client address's look-ups. */
export const routingLookupKey = (address: string) => `routing-lookup:${address}`;

/** Counts one look-up against the address, or answers 429 at the routing field once the limit is reached. */
export async function countRoutingLookup(deps: Pick<AppDeps, 'db' | 'now'>, address: string): Promise<void> {
  const attempt = await reserveAttempt(deps, [
    { key: routingLookupKey(address), limit: ROUTING_LOOKUPS_PER_WINDOW },
  ]);
  if (attempt.refused) throw fieldError(ROUTING_TARGET, ROUTING_LIMIT_MESSAGE, 429);
}
