import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, finished, killGroup, type RunningProcess } from '../../../testing/processGroup';
import { timeoutForStarts } from '../../../testing/processStart';
import { freePort, runEntry, startServer } from '../../../testing/serverProcess';
import { freshPostgresDatabase, TEST_DIALECT } from '../../../testing/testApp';
import { listAgencyEnrollments } from '../../contract/agencyCalls';
import { fullPath } from '../../contract/callPath';
import { makeAgencyPolicyChange } from '../../contract/policyCalls';
import { API_KEY_READ_ONLY } from '../features/agency/agencyChangeHandler';

/**
 * `npm run accounts -- add-api-key | revoke-api-key | list-api-keys` as the operator runs it: the real
 * command, a process of its own, on the data of a running store (the real server, logging every request).
 */

const folders: string[] = [];
const running: RunningProcess[] = [];
const drops: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const drop of drops) await drop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function accounts(env: Record<string, string>, args: string[]) {
  const child = runEntry('src/server/accountCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}

describe(`npm run accounts: API keys (${TEST_DIALECT})`, () => {
  it('adds a key that opens the agency API of a running store, lists it without its secret, and revokes it at once; the key is never logged', {
    timeout: timeoutForStarts(1, 90_000),
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-api-key-command-'));
    folders.push(dataDir);
    const adminUrl = process.env.TEST_DATABASE_URL;
    const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
    if (pgDb) drops.push(pgDb.drop);
    const env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    const port = await freePort();
    // Every request is logged (info), so a key in a log line would show.
    const server = await startServer(port, { ...env, LOG_LEVEL: 'info' });
    running.push(server);

    const added = await accounts(env, ['add-api-key', '--agency']);
    expect(added.code, added.stderr).toBe(0);
    const key = /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(added.stdout)?.[0] ?? '';
    expect(key).not.toBe('');
    // bsk_<16 hex digits>_<43 characters of secret>; the secret may itself hold an underscore.
    const keyId = key.slice(4, 20);
    const secret = key.slice(21);
    expect(added.stdout).toContain(`API key ${keyId} added for agency, reads only.`);

    const url = `http://127.0.0.1:${port}${fullPath(listAgencyEnrollments)}`;
    const call = (bearer: string) => fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
    const opened = await call(key);
    expect(opened.status).toBe(200);
    expect((await opened.json()).data).toMatchObject({ page: 1, items: expect.any(Array) });

    const repKey = await accounts(env, ['add-api-key', '--rep', '1']);
    expect(repKey.code, repKey.stderr).toBe(0);
    expect(repKey.stdout).toContain('for rep 1, reads only');

    // --write (issue 41): the key may also make changes; the one made without it is refused at once.
    const writer = await accounts(env, ['add-api-key', '--agency', '--write']);
    expect(writer.code, writer.stderr).toBe(0);
    expect(writer.stdout).toContain('added for agency, reads and writes.');
    const writerKey = /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(writer.stdout)?.[0] ?? '';
    const groupWriter = await accounts(env, ['add-api-key', '--group', '2556', '--write']);
    expect(groupWriter.code, groupWriter.stderr).toBe(0);
    expect(groupWriter.stdout).toContain('for group 2556, reads and writes');
    const change = (bearer: string) =>
      fetch(
        `http://127.0.0.1:${port}${fullPath(makeAgencyPolicyChange).replace(':policy_id', 'NO-SUCH-POLICY')}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'terminate' }),
        },
      );
    const readOnly = await change(key);
    expect(readOnly.status).toBe(403);
    expect((await readOnly.json()).data).toEqual([
      { target_element: 'authorization', error_message: API_KEY_READ_ONLY },
    ]);
    // The writing key gets past the check: only the unknown policy stops it.
    expect((await change(writerKey)).status).toBe(404);
    const noRep = await accounts(env, ['add-api-key', '--rep', '999999']);
    expect(noRep.code).toBe(1);
    expect(noRep.stderr).toContain('There is no rep 999999');
    const noScope = await accounts(env, ['add-api-key']);
    expect(noScope.code).toBe(1);
    expect(noScope.stderr).toContain('Give one of --agency, --rep ID or --group ID');

    const listed = await accounts(env, ['list-api-keys']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${keyId}\\tagency\\treads only\\tcreated \\S+\\tactive$`, 'm'),
    );
    expect(listed.stdout).toMatch(/\trep 1\treads only\t/);
    expect(listed.stdout).toMatch(
      new RegExp(`^${writerKey.slice(4, 20)}\\tagency\\treads and writes\\t`, 'm'),
    );
    expect(listed.stdout).toMatch(/\tgroup 2556\treads and writes\t/);
    expect(listed.stdout).not.toContain(secret);

    const revoked = await accounts(env, ['revoke-api-key', keyId]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`API key ${keyId} is revoked.`);
    const refused = await call(key);
    expect(refused.status).toBe(401);
    expect((await refused.json()).status).toBe('error');
    const again = await accounts(env, ['revoke-api-key', keyId]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already revoked');
    expect((await accounts(env, ['list-api-keys'])).stdout).toMatch(
      new RegExp(`^${keyId}\\tagency\\treads only\\tcreated \\S+\\trevoked \\S+$`, 'm'),
    );

    // The server logged the calls, by path, and never the key nor its secret.
    await expect.poll(() => server.outputText()).toContain('/api/agency/v1/enrollments');
    const log = `${server.outputText()}${server.stderr()}`;
    expect(log).not.toContain(key);
    expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('bearer');
  });
});
