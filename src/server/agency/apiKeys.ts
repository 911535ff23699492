import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/** What a key may read: every enrollment of the agency, one rep's, or one group's. */
export type ApiKeyScope =
  | { kind: 'agency' }
  | { kind: 'rep'; agentId: number }
  | { kind: 'group'; groupId: number };

export interface ApiKeyListing {
  id: string;
  scope: ApiKeyScope;
  createdAt: string;
  revokedAt: string | null;
  /** Made with --write: it may make changes to the policies in its scope. */
  canWrite: boolean;
}

/** A key as sent: `bsk_<id>_<secret>`, the id 16 hex digits (not secret), the secret 32 random bytes. */
const KEY_PATTERN = /^bsk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export class ApiKeyError extends Error {}

const hashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

function scopeOf(row: { scope: string; agent_id: number | null; group_id: number | null }): ApiKeyScope {
  if (row.scope === 'rep' && row.agent_id !== null) return { kind: 'rep', agentId: row.agent_id };
  if (row.scope === 'group' && row.group_id !== null) return { kind: 'group', groupId: row.group_id };
  return { kind: 'agency' };
}

/** The scope in words, for the command's output. */
export function describeScope(scope: ApiKeyScope): string {
  if (scope.kind === 'rep') return `rep ${scope.agentId}`;
  if (scope.kind === 'group') return `group ${scope.groupId}`;
  return 'agency';
}

/**
 * Makes a key for `scope` (a rep or group that exists), reading only unless `canWrite` (--write); the
 * whole key is returned once and never kept.
 */
export async function createApiKey(
  db: Db,
  scope: ApiKeyScope,
  at: Date,
  canWrite = false,
): Promise<{ id: string; key: string }> {
  if (scope.kind === 'rep') {
    const rep = await db.selectFrom('agents').select('id').where('id', '=', scope.agentId).executeTakeFirst();
    if (!rep) throw new ApiKeyError(`There is no rep ${scope.agentId}`);
  }
  if (scope.kind === 'group') {
    const group = await db
      .selectFrom('groups')
      .select('id')
      .where('id', '=', scope.groupId)
      .executeTakeFirst();
    if (!group) throw new ApiKeyError(`There is no group ${scope.groupId}`);
  }
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('api_keys')
    .values({
      id,
      secret_hash: hashOf(secret).toString('hex'),
      scope: scope.kind,
      agent_id: scope.kind === 'rep' ? scope.agentId : null,
      group_id: scope.kind === 'group' ? scope.groupId : null,
      created_at: at.toISOString(),
      revoked_at: null,
      can_write: canWrite ? 1 : 0,
    })
    .execute();
  return { id, key: `bsk_${id}_${secret}` };
}

/** Revokes a key at once: the next call made with it is refused. */
export async function revokeApiKey(db: Db, id: string, at: Date): Promise<void> {
  const done = await db
    .updateTable('api_keys')
    .set({ revoked_at: at.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const known = await db.selectFrom('api_keys').select('id').where('id', '=', id).executeTakeFirst();
  throw new ApiKeyError(known ? `Key ${id} is already revoked` : `There is no key ${id}`);
}

/** Every key, oldest first: ids, scopes and times, never a secret. */
export async function listApiKeys(db: Db): Promise<ApiKeyListing[]> {
  const rows = await db.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    scope: scopeOf(row),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    canWrite: row.can_write === 1,
  }));
}

/** A key that opened a call: its id (not secret, for the audit trail), its scope, and whether it may write. */
export interface ApiKeyHolder {
  keyId: string;
  scope: ApiKeyScope;
  canWrite: boolean;
}

/** The holder of a presented key that exists and is not revoked, else null; the hashes are compared in constant time. */
export async function holderOfKey(db: Db, presented: string): Promise<ApiKeyHolder | null> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, id = '', secret = ''] = match;
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const stored = Buffer.from(row.secret_hash, 'hex');
  const given = hashOf(secret);
  return stored.length === given.length && timingSafeEqual(stored, given)
    ? { keyId: row.id, scope: scopeOf(row), canWrite: row.can_write === 1 }
    : null;
}
