import type { AppDeps } from '../appDeps';
import { ownerHash } from '../http/ownerCookie';

/**
 * At sign-in, what the visitor started in this browser comes along: its open shopper enrollments
 * (their carts are theirs by enrollment id) move from the browser's key before sign-in to the key
 * sign-in gives. Only enrollments that key held, so only what this browser could already open; never
 * a submitted one (it stays behind with its receipt), nor a rep's or group's (those open only for
 * their account's session).
 */
export async function carryVisitorEnrollments(
  deps: Pick<AppDeps, 'db'>,
  fromKey: string,
  toKey: string,
): Promise<void> {
  await deps.db
    .updateTable('enrollments')
    .set({ owner_hash: ownerHash(toKey) })
    .where('owner_hash', '=', ownerHash(fromKey))
    .where('status', '=', 'open')
    .where('eprocess', 'not in', ['rep', 'group'])
    .execute();
}
