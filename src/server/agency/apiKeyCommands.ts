import type { Db } from '../db/database';
import {
  ApiKeyError,
  type ApiKeyScope,
  createApiKey,
  describeScope,
  listApiKeys,
  revokeApiKey,
} from './apiKeys';

/** The API key actions of `npm run accounts`. */
export const API_KEY_USAGE = `  npm run accounts -- add-api-key --agency | --rep ID | --group ID [--write]
  npm run accounts -- revoke-api-key ID
  npm run accounts -- list-api-keys`;

export interface ApiKeyOptions {
  agency?: boolean;
  rep?: string;
  group?: string;
  /** The key may also make changes to the policies in its scope (issue 41). */
  write?: boolean;
}

const wholeNumber = (value: string, what: string): number => {
  if (!/^\d+$/.test(value)) throw new ApiKeyError(`${what} must be a number`);
  return Number(value);
};

/** What a key may do, in the command's words. */
const accessOf = (canWrite: boolean) => (canWrite ? 'reads and writes' : 'reads only');

/** Exactly one of --agency, --rep ID and --group ID. */
function scopeFrom(options: ApiKeyOptions): ApiKeyScope {
  const given = [options.agency === true, options.rep !== undefined, options.group !== undefined];
  if (given.filter(Boolean).length !== 1)
    throw new ApiKeyError(`Give one of --agency, --rep ID or --group ID\n${API_KEY_USAGE}`);
  if (options.rep !== undefined) return { kind: 'rep', agentId: wholeNumber(options.rep, '--rep') };
  if (options.group !== undefined) return { kind: 'group', groupId: wholeNumber(options.group, '--group') };
  return { kind: 'agency' };
}

/** Runs an API key action; undefined when `action` is not one (the caller tries its others). Answers what to print. */
export async function runApiKeyAction(
  db: Db,
  action: string | undefined,
  args: { positionals: string[]; options: ApiKeyOptions; at: Date },
): Promise<string | undefined> {
  if (action === 'add-api-key') {
    const scope = scopeFrom(args.options);
    const canWrite = args.options.write === true;
    const { id, key } = await createApiKey(db, scope, args.at, canWrite);
    return [
      `API key ${id} added for ${describeScope(scope)}, ${accessOf(canWrite)}. It is shown this once; keep it safe:`,
      key,
    ].join('\n');
  }
  if (action === 'revoke-api-key') {
    const id = args.positionals[0];
    if (!id) throw new ApiKeyError(`Name the key to revoke\n${API_KEY_USAGE}`);
    await revokeApiKey(db, id, args.at);
    return `API key ${id} is revoked.`;
  }
  if (action === 'list-api-keys') {
    const keys = await listApiKeys(db);
    if (keys.length === 0) return 'No API keys.';
    return keys
      .map((k) =>
        [
          k.id,
          describeScope(k.scope),
          accessOf(k.canWrite),
          `created ${k.createdAt}`,
          k.revokedAt ? `revoked ${k.revokedAt}` : 'active',
        ].join('\t'),
      )
      .join('\n');
  }
  return undefined;
}
