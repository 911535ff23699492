import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, finished, killGroup } from '../../testing/processGroup';
import { timeoutForStarts } from '../../testing/processStart';
import { freePort, runEntry, startServer } from '../../testing/serverProcess';
import { PASSWORD_COMMON, PASSWORD_EMAIL_NAME, PASSWORD_FEW_CHARACTERS } from '../domain/passwordRules';
import { DEMO_PASSWORD } from './seed/demoAccounts';

const folders: string[] = [];
const running: Array<ReturnType<typeof runEntry>> = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-production-'));
  folders.push(dir);
  return dir;
};

afterAll(async () => {
  for (const child of running) await killGroup(child);
  expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run accounts -- …` with the password on standard input. */
async function accounts(env: Record<string, string>, args: string[], password = '') {
  const child = runEntry('src/server/accountCommand.ts', args, env);
  running.push(child);
  child.stdin?.end(`${password}\n`);
  return finished(child);
}

/** npm run catalog -- … against the store of `env`, as its own process. */
async function catalog(env: Record<string, string>, args: string[]) {
  const child = runEntry('src/server/catalogCommand.ts', args, env);
  running.push(child);
  child.stdin?.end();
  return finished(child);
}

async function signIn(port: number, username: string, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('production mode', () => {
  // Four starts, each a process that ends at once: on a busy machine one takes up to 20 s.
  it('refuses to start without a key of its own', { timeout: 120_000 }, async () => {
    for (const [key, said] of [
      [undefined, /ENCRYPTION_KEY/],
      ['6e2e0000000000000000000000000000000000000000000000000000000000e2', /test key/],
      ['ab'.repeat(32), /pattern/],
      // The key: 32 different bytes, but a run.
      [
        '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
        /counts in steps.*openssl rand -hex 32/,
      ],
    ] as const) {
      const child = runEntry('src/server/main.ts', [], {
        STORE_MODE: 'production',
        DATA_DIR: freshDir(),
        PORT: String(await freePort()),
        SERVE_WEB: 'false',
        ...(key ? { ENCRYPTION_KEY: key } : {}),
      });
      running.push(child);
      const { code, stderr } = await finished(child);
      expect(code).toBe(1);
      expect(stderr).toMatch(said);
    }
  });

  // Each command is a process of its own (a second or two to start, up to 20 s on a busy machine): the
  // test allows for fifteen of them, after the server's start (within the start budget).
  it('starts with no catalog and no demo people; the catalog is applied, reps, portals, groups and accounts added, by command', {
    timeout: timeoutForStarts(1, 300_000),
  }, async () => {
    const env = {
      STORE_MODE: 'production',
      DATA_DIR: freshDir(),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const port = await freePort();
    const server = await startServer(port, env);
    running.push(server);
    // Nothing is for sale, and the log says how to change that.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/get-plan-detail/101`)).status).toBe(404);
    await expect
      .poll(() => server.outputText())
      .toMatch(/No catalog is applied: nothing is for sale\. Apply one with `npm run catalog -- apply DIR`/);
    // The demo's package, applied to the running store, sells what the demo sells: the diff after it
    // names no plan, rate or benefit (only the demo's rules for groups and portals this store lacks).
    const applied = await catalog(env, ['apply', 'catalog/demo']);
    expect(applied).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /Applied catalog\/demo as catalog version 1 \(46 plans, 1388 rate rows\)/,
      ),
    });
    const after = await catalog(env, ['diff', 'catalog/demo']);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toMatch(
      /^(plans|rate rows|benefits|carriers|questions|agreement texts|option lists):/m,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/get-plan-detail/101`)).status).toBe(200);
    // The bank directory is the Federal Reserve's file, imported on its own (here the demo's fictional one).
    expect(await catalog(env, ['routing', 'catalog/demo-banks/FedACHdir.txt'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/Imported 8 routing numbers/),
    });
    // The README's demo accounts are not there.
    expect((await signIn(port, 'jordan.ellis@example.com', DEMO_PASSWORD)).status).toBe(401);
    expect(
      (await fetch(`http://127.0.0.1:${port}/api/v1/get-agent-landing-page-info?agent_id=1`)).status,
    ).toBe(404);

    const short = await accounts(
      env,
      ['add-rep', '--email', 'dana@agency.example', '--first', 'Dana', '--last', 'Wu'],
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    // The password, and the rep's own e-mail name: refused, saying what to do; no rep is added.
    for (const [password, said] of [
      ['aaaaaaaaaaaa', PASSWORD_FEW_CHARACTERS],
      ['Dana!!2026-0119', PASSWORD_EMAIL_NAME],
    ]) {
      const weak = await accounts(
        env,
        ['add-rep', '--email', 'dana@agency.example', '--first', 'Dana', '--last', 'Wu'],
        password,
      );
      expect(weak.code).toBe(1);
      expect(weak.stderr.trim()).toBe(said);
    }
    const added = await accounts(
      { ...env, PUBLIC_URL: 'https://benefits.agency.example' },
      ['add-rep', '--email', 'Dana@Agency.example', '--first', 'Dana', '--last', 'Wu'],
      'a long pass phrase 1',
    );
    expect(added).toMatchObject({ code: 0 });
    const repId = added.stdout.match(/Rep (\d+) added/)?.[1] ?? '';
    expect(repId).toMatch(/^\d+$/);
    // The rep's landing page, printed under PUBLIC_URL, opens (the issue's /dana-wu was "Page not found").
    expect(added.stdout).toContain('  Landing page: https://benefits.agency.example/dana-wu (slug dana-wu)');
    expect(added.stdout).toMatch(/^ {2}Enroller code: DW\d{4} /m);
    const landing = await fetch(`http://127.0.0.1:${port}/api/v1/validate-landing-page?landing_page=dana-wu`);
    expect(((await landing.json()) as { data: unknown }).data).toEqual({
      type: 'agent',
      agent_id: Number(repId),
      group_id: null,
    });
    const first = await signIn(port, 'dana@agency.example', 'a long pass phrase 1');
    expect(first.status).toBe(200);
    const session = String(first.headers.get('set-cookie')).match(/bs_session=[^;]+/)?.[0] ?? '';

    // The rep's portal and employer group, and the group's administrator, are added by command too.
    const portal = await accounts(env, ['add-portal', '--rep', repId, '--name', 'Wu Benefits Online']);
    const portalId = Number(portal.stdout.match(/Portal (\d+) added/)?.[1]);
    const group = await accounts(env, ['add-group', '--rep', repId, '--name', 'Acme Tooling']);
    const groupId = Number(group.stdout.match(/Group (\d+) added/)?.[1]);
    expect(await accounts(env, ['add-group', '--rep', '999', '--name', 'Nobody Inc'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No rep 999/),
    });
    const asRep = async (call: string) =>
      (
        (await (
          await fetch(`http://127.0.0.1:${port}/api/v1/${call}?agent_id=${repId}`, {
            headers: { cookie: session },
          })
        ).json()) as { data: { result: Record<string, unknown>[] } }
      ).data.result;
    expect(await asRep('get-enrollment-platforms')).toEqual([
      expect.objectContaining({ platform_group_id: portalId, platform_name: 'Wu Benefits Online' }),
    ]);
    expect(await asRep('get-agent-groups')).toEqual([{ gid: groupId, gname: 'Acme Tooling' }]);
    expect(
      await accounts(
        env,
        ['add-group-admin', '--email', 'hr@acme.example', '--group', String(groupId)],
        'group pass phrase 3',
      ),
    ).toMatchObject({ code: 0 });
    expect((await signIn(port, 'hr@acme.example', 'group pass phrase 3')).status).toBe(200);
    const me = async () =>
      (
        (await (
          await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, { headers: { cookie: session } })
        ).json()) as {
          data: { signed_in: boolean };
        }
      ).data.signed_in;
    expect(await me()).toBe(true);

    // A weak new password is refused and changes nothing: the session and the old password stand.
    const common = await accounts(env, ['set-password', '--email', 'dana@agency.example'], 'P@ssw0rd!2026');
    expect(common.code).toBe(1);
    expect(common.stderr.trim()).toBe(PASSWORD_COMMON);
    expect(await me()).toBe(true);

    expect(
      await accounts(env, ['set-password', '--email', 'dana@agency.example'], 'another pass phrase 2'),
    ).toMatchObject({
      code: 0,
    });
    expect(await me()).toBe(false);
    expect((await signIn(port, 'dana@agency.example', 'a long pass phrase 1')).status).toBe(401);
    const again = await signIn(port, 'dana@agency.example', 'another pass phrase 2');
    expect(again.status).toBe(200);

    // Disabling the rep ends the rep's sessions and revokes the rep's API keys: the running store refuses the key.
    const keyAdded = await accounts(env, ['add-api-key', '--rep', repId]);
    const key = /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(keyAdded.stdout)?.[0] ?? '';
    const agency = () =>
      fetch(`http://127.0.0.1:${port}/api/agency/v1/enrollments`, {
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await agency()).status).toBe(200);
    const disabled = await accounts(env, ['disable', '--email', 'dana@agency.example']);
    expect(disabled).toMatchObject({ code: 0 });
    expect(disabled.stdout).toContain(`1 API key of rep ${repId} revoked (${key.slice(4, 20)})`);
    expect((await signIn(port, 'dana@agency.example', 'another pass phrase 2')).status).toBe(401);
    expect((await agency()).status).toBe(401);
    const unknown = await accounts(env, ['disable', '--email', 'nobody@agency.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No account signs in as nobody@agency.example/);
  });
});
