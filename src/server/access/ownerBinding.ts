import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps';
import { issueOwnerKey, keyMadeFor, ownerHash, readOwnerKey } from '../http/ownerCookie';

/**
 * The key to bind an enrollment to when this browser creates or resumes one: always a key made in
 * this request, which no one else can know, so a key planted in the browser beforehand (cookie
 * tossing from a sibling host, a shared computer) never comes to hold the enrollment. What the
 * browser's previous key held (its other enrollments, the member links it opened) moves to the new
 * key, so the shopper loses nothing.
 */
export async function freshOwnerKey(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const made = keyMadeFor(request);
  if (made) return made;
  const previous = readOwnerKey(deps, request);
  const key = issueOwnerKey(deps, request, reply);
  if (previous) {
    const [from, to] = [ownerHash(previous), ownerHash(key)];
    await deps.db.updateTable('enrollments').set({ owner_hash: to }).where('owner_hash', '=', from).execute();
    await deps.db
      .updateTable('member_link_uses')
      .set({ owner_hash: to })
      .where('owner_hash', '=', from)
      .execute();
  }
  return key;
}
