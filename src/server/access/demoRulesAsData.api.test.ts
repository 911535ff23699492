import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL } from '../../../testing/fixtures';
import { ADULT_FILTER, addCheapest } from '../../../testing/journey';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { cartCheckout, getCartEffectiveDates } from '../../contract/cartCalls';
import { getEnrollerCodeStatus, saveEnrollerCode } from '../../contract/enrollerCodeCalls';
import { savePersonalInfo } from '../../contract/enrollmentCalls';
import { addFilterForNewUser } from '../../contract/filterCalls';
import { addFilterForMember } from '../../contract/memberCalls';
import { getDomainSiteInformation, getExternalSiteDynamicInformation } from '../../contract/siteCalls';
import { ENROLLER_CODE_REQUIRED } from '../../domain/enrollerCode';
import { DOCTOR_SITE_KIND } from '../../domain/sites';
import { applyPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';
import { DEMO_PACKAGE } from '../seed/seedCatalog';
import { runAccountAction } from './accountActions';
import { AccountAdminError } from './accountAdmin';
import { memberLinkToken } from './memberLinks';

/**
 * What the demo does by its data, a production store does by the operator's commands: a group that asks
 * for an enroller code, the store's member group, a doctor-branded site on a host of its own. Each is
 * checked on the demo store and on a production store set up with `npm run accounts` alone.
 */

let demo: TestApp;
let production: TestApp;
const at = new Date('2026-11-28T12:00:00Z');

const accounts = (args: string[], password = '') =>
  runAccountAction(production.deps.db, args, {
    publicUrl: 'https://benefits.agency.example',
    readPassword: async () => password,
    at,
  });

/** The production store's rep and groups, made by command. */
let rep: number;
let employer: number;
let members: number;

beforeAll(async () => {
  demo = await startTestApp();
  production = await startTestApp({ store: 'production' });
  // What it sells: the demo's catalog, as `npm run catalog -- apply catalog/demo` applies it.
  const check = await checkPackageDir(DEMO_PACKAGE);
  if (!check.ok) throw new Error('the demo package does not check');
  await applyPackage(production.deps.db, check.checked, null, at);
  const said = await accounts(
    ['add-rep', '--email', 'dana@agency.example', '--first', 'Dana', '--last', 'Wu'],
    'a long pass phrase 1',
  );
  rep = Number(/^Rep (\d+) added/.exec(said)?.[1]);
  // With a landing page, as Redwood Logistics has: anyone may enroll in it.
  const group = await accounts([
    'add-group',
    '--rep',
    String(rep),
    '--name',
    'Acme Tooling',
    '--slug',
    'acme',
  ]);
  employer = Number(/^Group (\d+) added/.exec(group)?.[1]);
  members = Number(
    /^Group (\d+) added/.exec(
      await accounts(['add-group', '--rep', String(rep), '--name', 'Wu Members']),
    )?.[1],
  );
});
afterAll(async () => {
  await demo?.close();
  await production?.close();
});

/** A public shopper's enrollment started in a group's store, a dental plan checked out. */
async function groupEnrollment(t: TestApp, agentId: number, groupId: number) {
  const browser = t.browser();
  const created = await browser.ok(addFilterForNewUser, {
    body: { ...ADULT_FILTER, eprocess: 'applicant', agent_id: agentId, group_id: groupId },
  });
  const id = created.temp_enrollment_id;
  await addCheapest(browser, id);
  const dates = await browser.ok(getCartEffectiveDates, { query: { enrollment_id: id } });
  await browser.ok(cartCheckout, { body: { enrollment_id: id, effective_date: dates.result[0] } });
  return { browser, id };
}

/** The enroller code's state and Personal Information's save for a group's enrollment, before and after a code. */
async function enrollerCodeJourney(t: TestApp, agentId: number, groupId: number, code: string) {
  const { browser, id } = await groupEnrollment(t, agentId, groupId);
  const status = await browser.ok(getEnrollerCodeStatus, { query: { enrollment_id: id } });
  const personal = await browser.call(savePersonalInfo, { body: { enrollment_id: id, ...PERSONAL } });
  const saved = await browser.call(saveEnrollerCode, { body: { enrollment_id: id, enrollerCode: code } });
  return { status, personal: { status: personal.statusCode, errors: personal.errors }, saved: saved.data };
}

describe(`the demo's rules as data, set by npm run accounts (${TEST_DIALECT})`, () => {
  it("a group set to ask for an enroller code asks for it as the demo's Redwood Logistics does", async () => {
    const enrollerCode = (
      await production.deps.db
        .selectFrom('enroller_codes')
        .select('code')
        .where('agent_id', '=', rep)
        .executeTakeFirstOrThrow()
    ).code;
    // Not asked before the setting, as for any group.
    const before = await enrollerCodeJourney(production, rep, employer, enrollerCode);
    expect(before.status).toEqual({ show: false, required: false, saved: false });

    expect(await accounts(['set-group', '--group', String(employer), '--enroller-code', 'yes'])).toBe(
      [
        `Group ${employer} (Acme Tooling) now has these rules:`,
        "  Enroller code: asked of its employees on Personal Information (one of its rep's codes)",
        '  Member group: no',
      ].join('\n'),
    );
    const asked = await enrollerCodeJourney(production, rep, employer, enrollerCode);
    const redwood = await enrollerCodeJourney(demo, 2, 2556, 'PN2001');
    expect(asked).toEqual(redwood);
    expect(asked.status).toEqual({ show: true, required: true, saved: false });
    expect(asked.personal).toEqual({
      status: 409,
      errors: [{ target_element: 'enrollerCode', error_message: ENROLLER_CODE_REQUIRED }],
    });
    expect(asked.saved).toEqual({ show: true, required: true, saved: true });

    // A group added with the setting asks from the start.
    const added = await accounts([
      'add-group',
      '--rep',
      String(rep),
      '--name',
      'Birch Bakery',
      '--enroller-code',
      'yes',
    ]);
    expect(added.split('\n').slice(-2)).toEqual([
      "  Enroller code: asked of its employees on Personal Information (one of its rep's codes)",
      '  Member group: no',
    ]);
    await expect(
      accounts(['set-group', '--group', String(employer), '--enroller-code', 'maybe']),
    ).rejects.toThrow(new AccountAdminError('--enroller-code takes yes or no'));
  });

  it("the member group: a current member's link buys through it, as the demo's Member Benefit Store", async () => {
    const memberOf = async (t: TestApp, agentId: number) => {
      const id = 8000 + agentId;
      await t.deps.db
        .insertInto('members')
        .values({
          id,
          first_name: 'Ana',
          last_name: 'Lee',
          dob: '1985-04-12',
          gender: '0',
          email: `ana.lee.${agentId}@example.com`,
          phone: null,
          zip: '90210',
          ssn: t.deps.secretBox.seal('123456789'),
          agent_id: agentId,
          group_id: null,
        })
        .execute();
      return id;
    };
    const groupOfMemberEnrollment = async (t: TestApp, memberId: number) => {
      const token = memberLinkToken(t.deps.secretBox, memberId, t.deps.now());
      const made = await t.browser().ok(addFilterForMember, { body: { user_id: token, tier: 'IO' } });
      const row = await t.deps.db
        .selectFrom('enrollments')
        .select('group_id')
        .where('id', '=', made.temp_enrollment_id)
        .executeTakeFirstOrThrow();
      return row.group_id;
    };
    const productionMember = await memberOf(production, rep);
    // No member group yet: the member buys with no group.
    expect(await groupOfMemberEnrollment(production, productionMember)).toBeNull();

    expect(await accounts(['set-group', '--group', String(members), '--member-store', 'yes'])).toBe(
      [
        `Group ${members} (Wu Members) now has these rules:`,
        '  Enroller code: not asked',
        '  Member group: yes, current members buy through it',
      ].join('\n'),
    );
    expect(await groupOfMemberEnrollment(production, productionMember)).toBe(members);
    expect(await groupOfMemberEnrollment(demo, await memberOf(demo, 1))).toBe(1929);

    // The store has one member group: another takes its place, and says whose.
    const other = Number(
      /^Group (\d+) added/.exec(
        await accounts(['add-group', '--rep', String(rep), '--name', 'Wu Club', '--member-store', 'yes']),
      )?.[1],
    );
    const rows = await production.deps.db
      .selectFrom('groups')
      .select(['id', 'member_store'])
      .where('member_store', '=', 1)
      .execute();
    expect(rows).toEqual([{ id: other, member_store: 1 }]);
    expect(await accounts(['set-group', '--group', String(members), '--member-store', 'yes'])).toContain(
      `  Member group: yes, current members buy through it (in place of group ${other}, Wu Club)`,
    );
  });

  it("a doctor-branded site on a host of its own gets its group and rep, as the demo's doctor.localhost", async () => {
    const said = await accounts([
      'add-site',
      '--host',
      'Doctor.Agency.example',
      '--doctor',
      '--group',
      String(employer),
    ]);
    expect(said).toBe(
      [
        'Doctor-branded site added: https://doctor.agency.example/',
        `  Its landing page is the six-step wizard; every visitor enrolls with group ${employer} (Acme Tooling) and rep ${rep} (Dana Wu).`,
        "  It shows the store's own face until it is branded; point doctor.agency.example at the store (DNS, and the proxy's certificate).",
      ].join('\n'),
    );
    const siteOf = async (t: TestApp, host: string) => ({
      info: await t.browser().ok(getDomainSiteInformation, { query: { site_domain: host } }),
      kind: (await t.browser().ok(getExternalSiteDynamicInformation, { query: { site_domain: host } })).result
        .site_kind,
    });
    expect(await siteOf(production, 'doctor.agency.example')).toEqual({
      info: { kind: DOCTOR_SITE_KIND, gid: employer, agent_id: rep },
      kind: DOCTOR_SITE_KIND,
    });
    expect(await siteOf(demo, 'doctor.localhost')).toEqual({
      info: { kind: DOCTOR_SITE_KIND, gid: 3001, agent_id: 4 },
      kind: DOCTOR_SITE_KIND,
    });
    // The store's other hosts are not doctor-branded.
    expect(
      (
        await production
          .browser()
          .ok(getExternalSiteDynamicInformation, { query: { site_domain: 'localhost' } })
      ).result.site_kind,
    ).not.toBe(DOCTOR_SITE_KIND);

    // A rep's own doctor-branded site: no group.
    expect(
      (await accounts(['add-site', '--host', 'wu.agency.example', '--doctor', '--rep', String(rep)])).split(
        '\n',
      )[1],
    ).toBe(`  Its landing page is the six-step wizard; every visitor enrolls with rep ${rep} (Dana Wu).`);
    expect((await siteOf(production, 'wu.agency.example')).info).toEqual({
      kind: DOCTOR_SITE_KIND,
      gid: null,
      agent_id: rep,
    });

    await expect(
      accounts(['add-site', '--host', 'doctor.agency.example', '--doctor', '--group', String(employer)]),
    ).rejects.toThrow(new AccountAdminError('A site already answers at doctor.agency.example'));
    await expect(
      accounts(['add-site', '--host', 'https://x.example/', '--doctor', '--group', String(employer)]),
    ).rejects.toThrow(
      new AccountAdminError(
        '--host takes a host name without scheme, port or path (like doctor.agency.example): https://x.example/ is not',
      ),
    );
    await expect(accounts(['add-site', '--host', 'x.example', '--doctor', '--group', '999'])).rejects.toThrow(
      new AccountAdminError('No group 999'),
    );
  });
});
