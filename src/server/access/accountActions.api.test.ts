import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { listAgencyEnrollments } from '../../contract/agencyCalls';
import { signIn } from '../../contract/authCalls';
import { fullPath } from '../../contract/callPath';
import { getAgentLandingPageInfo, validateAgent, validateLandingPage } from '../../contract/landingCalls';
import { API_KEY_NEEDED } from '../agency/agencyKeyAuth';
import { runAccountAction } from './accountActions';
import { AccountAdminError } from './accountAdmin';

/**
 * `npm run accounts` on a production store (no demo people): what each action prints, in words, and
 * that what it printed works: the rep's landing page, access code, enroller code; disabling ends the
 * account's sessions and revokes its API keys.
 */

let t: TestApp;
const PUBLIC_URL = 'https://benefits.agency.example';
const at = new Date('2026-11-28T12:00:00Z');

/** The command's action on the test store, the password as standard input would give it. */
const accounts = (args: string[], password = '') =>
  runAccountAction(t.deps.db, args, { publicUrl: PUBLIC_URL, readPassword: async () => password, at });

beforeAll(async () => {
  t = await startTestApp({ store: 'production' });
});
afterAll(async () => {
  await t?.close();
});

const agencyList = (key: string) =>
  t.app.inject({
    method: 'GET',
    url: fullPath(listAgencyEnrollments),
    headers: { authorization: `Bearer ${key}` },
  });

describe(`npm run accounts prints what it made (${TEST_DIALECT})`, () => {
  it('add-rep: the rep, the account, the landing page link, the access code and the enroller code, each named; each works', async () => {
    const said = await accounts(
      ['add-rep', '--email', 'Dana@Agency.example', '--first', 'Dana', '--last', 'Wu'],
      'a long pass phrase 1',
    );
    const lines = said.split('\n');
    const [, repId, accountId] =
      /^Rep (\d+) added: Dana Wu, signing in as dana@agency\.example \(account (\d+)\)\.$/.exec(
        lines[0] ?? '',
      ) ?? ['', '', ''];
    expect(repId).toMatch(/^\d+$/);
    expect(accountId).toMatch(/^\d+$/);
    expect(lines[1]).toBe('  Landing page: https://benefits.agency.example/dana-wu (slug dana-wu)');
    const accessCode =
      /^ {2}Access code: ([A-Z2-9]{8}) \(typed in the footer's Access Code, it opens the store as this rep's\)$/.exec(
        lines[2] ?? '',
      )?.[1];
    expect(accessCode).toBeDefined();
    const enrollerCode =
      /^ {2}Enroller code: (DW\d{4}) \(a group's employee enters it on Personal Information to name this rep as their enroller\)$/.exec(
        lines[3] ?? '',
      )?.[1];
    expect(enrollerCode).toBeDefined();
    expect(lines).toHaveLength(4);

    // The landing page opens as the rep's, and shows the rep.
    const browser = t.browser();
    expect(await browser.ok(validateLandingPage, { query: { landing_page: 'dana-wu' } })).toEqual({
      type: 'agent',
      agent_id: Number(repId),
      group_id: null,
    });
    expect(await browser.ok(getAgentLandingPageInfo, { query: { agent_id: Number(repId) } })).toMatchObject({
      display_name: 'Dana Wu',
      display_email: 'dana@agency.example',
    });
    expect(await browser.ok(validateAgent, { query: { agent_code: accessCode } })).toMatchObject({
      first_name: 'Dana',
      landing_url: '/dana-wu',
    });
    const code = await t.deps.db
      .selectFrom('enroller_codes')
      .selectAll()
      .where('code', '=', enrollerCode ?? '')
      .executeTakeFirstOrThrow();
    expect(code).toEqual({ code: enrollerCode, agent_id: Number(repId), active: 1 });

    // A second Dana Wu gets the next free slug; a chosen slug is checked.
    const second = await accounts(
      ['add-rep', '--email', 'dana.wu@agency.example', '--first', 'Dana', '--last', 'Wu'],
      'a long pass phrase 2',
    );
    expect(second.split('\n')[1]).toBe(
      '  Landing page: https://benefits.agency.example/dana-wu-2 (slug dana-wu-2)',
    );
    await expect(
      accounts(
        ['add-rep', '--email', 'x@agency.example', '--first', 'X', '--last', 'Y', '--slug', 'plans'],
        'a long pass phrase 3',
      ),
    ).rejects.toThrow(new AccountAdminError("plans is one of the store's own pages; choose another slug"));
    await expect(
      accounts(
        ['add-rep', '--email', 'x@agency.example', '--first', 'X', '--last', 'Y', '--slug', 'dana-wu'],
        'a long pass phrase 3',
      ),
    ).rejects.toThrow(new AccountAdminError('Another rep or group has the landing page /dana-wu'));
    await expect(
      accounts(
        ['add-rep', '--email', 'x@agency.example', '--first', 'X', '--last', 'Y', '--slug', 'Dana Wu'],
        'a long pass phrase 3',
      ),
    ).rejects.toThrow(
      new AccountAdminError(
        'A landing page slug is 1 to 60 lower-case letters and digits, words joined by single hyphens (like dana-wu): Dana Wu is not',
      ),
    );
  });

  it('--help prints every action; an unknown one is refused with the same', async () => {
    const help = await accounts(['--help']);
    expect(help.split('\n')[0]).toBe(
      'Usage (the password is read from standard input, never from the command line):',
    );
    for (const action of ['add-rep', 'add-group', 'set-group', 'add-site', 'disable', 'add-api-key'])
      expect(help).toContain(`npm run accounts -- ${action} `);
    await expect(accounts(['add-person'])).rejects.toThrow(new AccountAdminError(help));
  });

  it('add-portal, add-group and add-group-admin name their ids, codes and links', async () => {
    const rep = await accounts(
      [
        'add-rep',
        '--email',
        'lee@agency.example',
        '--first',
        'Lee',
        '--last',
        'Park',
        '--slug',
        'lee-park-benefits',
      ],
      'a long pass phrase 4',
    );
    const repId = /^Rep (\d+) added/.exec(rep)?.[1] ?? '';
    expect(rep.split('\n')[1]).toBe(
      '  Landing page: https://benefits.agency.example/lee-park-benefits (slug lee-park-benefits)',
    );
    const portal = await accounts(['add-portal', '--rep', repId, '--name', 'Park Benefits Online']);
    expect(portal).toMatch(
      new RegExp(
        `^Portal \\d+ added for rep ${repId}: Park Benefits Online \\(portal code [A-Z2-9]{8}\\)\\. The rep's members can be enrolled through it\\.$`,
      ),
    );
    const invited = await accounts(['add-group', '--rep', repId, '--name', 'Acme Tooling']);
    const [, groupId] = /^Group (\d+) added for rep \d+: Acme Tooling\.$/m.exec(invited) ?? [];
    expect(invited.split('\n').slice(1)).toEqual([
      expect.stringMatching(
        /^ {2}Group code: [A-Z2-9]{8} \(typed in the footer's Employee Enrollment, it opens the group's enrollment\)$/,
      ),
      '  Landing page: none (its employees come by its code; add one with --slug)',
      '  Enroller code: not asked',
      '  Member group: no',
    ]);
    const open = await accounts([
      'add-group',
      '--rep',
      repId,
      '--name',
      'Birch Bakery',
      '--slug',
      'birch-bakery',
    ]);
    expect(open.split('\n')[2]).toBe(
      '  Landing page: https://benefits.agency.example/birch-bakery (slug birch-bakery)',
    );
    expect(
      await t.browser().ok(validateLandingPage, { query: { landing_page: 'birch-bakery' } }),
    ).toMatchObject({
      type: 'group',
      agent_id: Number(repId),
    });

    const admin = await accounts(
      ['add-group-admin', '--email', 'HR@acme.example', '--group', String(groupId)],
      'group pass phrase 5',
    );
    expect(admin).toMatch(
      new RegExp(
        `^Group administrator account \\d+ added: hr@acme\\.example can sign in as the administrator of group ${groupId} \\(Acme Tooling\\)\\.$`,
      ),
    );
    await expect(accounts(['add-group', '--rep', 'seven', '--name', 'X'])).rejects.toThrow(
      new AccountAdminError('--rep takes a number (the id printed when it was added)'),
    );
  });

  it("disable ends the sessions and revokes the rep's API keys, and says so: the key is refused (401) by the agency API", async () => {
    const rep = await accounts(
      ['add-rep', '--email', 'sam@agency.example', '--first', 'Sam', '--last', 'Ortiz'],
      'a long pass phrase 6',
    );
    const [, repId, accountId] = /^Rep (\d+) added: .* \(account (\d+)\)\.$/m.exec(rep) ?? [];
    const added = await accounts(['add-api-key', '--rep', String(repId)]);
    const key = /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(added)?.[0] ?? '';
    const keyId = key.slice(4, 20);
    const other = await accounts(['add-api-key', '--agency']);
    const agencyKey = /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(other)?.[0] ?? '';
    expect((await agencyList(key)).statusCode).toBe(200);

    const browser = t.browser();
    await browser.ok(signIn, { body: { username: 'sam@agency.example', password: 'a long pass phrase 6' } });
    const said = await accounts(['disable', '--email', 'Sam@agency.example']);
    expect(said).toBe(
      [
        `sam@agency.example (account ${accountId}, rep ${repId}) is disabled and can no longer sign in.`,
        `  Ended: 1 session, 0 unused sign-in links; 1 API key of rep ${repId} revoked (${keyId}).`,
      ].join('\n'),
    );
    const refused = await agencyList(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data).toEqual([{ target_element: 'authorization', error_message: API_KEY_NEEDED }]);
    // Another holder's key is not touched.
    expect((await agencyList(agencyKey)).statusCode).toBe(200);
    expect(await accounts(['list-api-keys'])).toMatch(
      new RegExp(`^${keyId}\\trep ${repId}\\treads only\\tcreated \\S+\\trevoked \\S+$`, 'm'),
    );
    // Disabled again: nothing more to end.
    expect((await accounts(['disable', '--email', 'sam@agency.example'])).split('\n')[1]).toBe(
      `  Ended: 0 sessions, 0 unused sign-in links; no API key of rep ${repId} was active.`,
    );
  });

  it("disabling a group's administrator revokes the group's keys", async () => {
    const rep = await accounts(
      ['add-rep', '--email', 'kim@agency.example', '--first', 'Kim', '--last', 'Lund'],
      'a long pass phrase 7',
    );
    const repId = /^Rep (\d+) added/.exec(rep)?.[1] ?? '';
    const group = await accounts(['add-group', '--rep', repId, '--name', 'Cedar Works']);
    const groupId = /^Group (\d+) added/.exec(group)?.[1] ?? '';
    const admin = await accounts(
      ['add-group-admin', '--email', 'hr@cedar.example', '--group', groupId],
      'group pass phrase 8',
    );
    const accountId = /account (\d+) added/.exec(admin)?.[1];
    const key =
      /bsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/.exec(await accounts(['add-api-key', '--group', groupId]))?.[0] ??
      '';
    expect(await accounts(['disable', '--email', 'hr@cedar.example'])).toBe(
      [
        `hr@cedar.example (account ${accountId}, group ${groupId}'s administrator) is disabled and can no longer sign in.`,
        `  Ended: 0 sessions, 0 unused sign-in links; 1 API key of group ${groupId} revoked (${key.slice(4, 20)}).`,
      ].join('\n'),
    );
    expect((await agencyList(key)).statusCode).toBe(401);
  });
});
