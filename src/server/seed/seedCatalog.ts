import path from 'node:path';
import { sql } from 'kysely';
import { offlineZipDirectory } from '../adapters/zipDirectory';
import { applyPackageIn, type CheckedPackage } from '../catalog/catalogApply';
import { checkPackageDir } from '../catalog/checkedPackage';
import { generatedPlans } from '../catalog/generatedPlans';
import { problemText } from '../catalog/packageProblem';
import type { HealthQuestion } from '../catalog/packageSchema';
import { seededRandom } from '../catalog/seededRandom';
import { type Db, isPostgres } from '../db/database';
import { insertBatched } from '../db/insertBatched';
import { toJsonText } from '../db/json';
import type { SecretBox } from '../db/secretBox';
import { PROJECT_ROOT } from '../projectRoot';
import { loadDemoRoutingDirectory } from '../routing/routingImport';
import { accountRows } from './demoAccounts';
import { ELEVATE_SITES } from './demoElevate';
import { enrollerCodeRows } from './demoEnrollerCodes';
import { memberDependentRows } from './demoMemberDependents';
import { memberHealthRows } from './demoMemberHealth';
import { memberProfileRows } from './demoMemberProfiles';
import { memberBankAccountRows, memberCardRows } from './demoPaymentAccounts';
import {
  AGENTS,
  demoMembers,
  GROUPS,
  POLICY_PLANS,
  PORTALS,
  PRODUCTION_SITE,
  REFERRALS,
  SITES,
} from './demoPeople';
import { siteBillingText } from './demoSiteBilling';

export interface SeedOptions {
  /** The demo: its catalog (catalog/demo/), people, accounts and banks; false starts a production store with no catalog. */
  people?: boolean;
  /** Generated plans on top of the demo catalog, for benchmarks (ids from 10001). */
  extraPlans: number;
  secretBox: SecretBox;
  /** The seasonal demo plan's blackout months (DEMO_BLACKOUT_MONTHS); its own ('12') when not given. */
  seasonalBlackout?: string;
}

/** The demo's catalog package, applied on a demo store's first start. */
export const DEMO_PACKAGE = path.join(PROJECT_ROOT, 'catalog/demo');

/** The demo plan whose blackout months the operator sets, so a blackout can be shown in any month. */
export const SEASONAL_PLAN_ID = 212;

let demoPackage: Promise<CheckedPackage> | null = null;

/** catalog/demo/ read and checked once a process (tests build many stores from it). */
function checkedDemoPackage(): Promise<CheckedPackage> {
  demoPackage ??= checkPackageDir(DEMO_PACKAGE).then((check) => {
    if (check.ok) return check.checked;
    throw new Error(`catalog/demo/ has problems:\n${check.problems.problems.map(problemText).join('\n')}`);
  });
  return demoPackage;
}

/** The demo package as this store's operator set it: the seasonal plan's blackout months, generated plans. */
async function demoCatalog(options: SeedOptions): Promise<CheckedPackage> {
  const demo = await checkedDemoPackage();
  const months = options.seasonalBlackout?.split(',').map(Number);
  const plans = demo.records.plans.map((plan) =>
    plan.id === SEASONAL_PLAN_ID && months
      ? { ...plan, eligibility: { ...plan.eligibility, blackout_months: months } }
      : plan,
  );
  if (options.extraPlans === 0 && plans.every((plan, index) => plan === demo.records.plans[index]))
    return demo;
  const extra = generatedPlans(options.extraPlans, demo.records.carriers);
  return {
    ...demo,
    records: { ...demo.records, plans: [...plans, ...extra.plans] },
    rates: [...demo.rates, ...extra.rates],
  };
}

/**
 * A new store, in one transaction: the default site; in demo mode also the demo catalog (applied from
 * catalog/demo/ as its first version, the same package an operator can apply), the demo's banks and
 * its people: reps, groups, portals, referrals, members with what is on file, and the accounts that sign
 * in with the README's password. A production store starts with no catalog and adds its own with
 * `npm run catalog -- apply` (docs/catalog.md) and its people with `npm run accounts`.
 */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute((trx) => seedStore(trx, options));
}

/** Any number like it: names the lock under which one app node seeds a new PostgreSQL database. */
const SEED_LOCK_ID = 20261122;

/**
 * Seeds a new store (no site yet: its first start); returns whether it did. Two app nodes starting at
 * once on a new PostgreSQL database take turns: the second waits for the first's, then finds it there.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const any = await trx.selectFrom('sites').select('domain').limit(1).executeTakeFirst();
    if (any) return false;
    await seedStore(trx, options);
    return true;
  });
}

/**
 * The demo people's generator, where it stood when the demo catalog was seed code that drew 1,242
 * numbers for popularity and prices before them: the members' birth dates and SSNs stay as they were.
 */
function demoPeopleRandom(): () => number {
  const random = seededRandom(20261122);
  for (let drawn = 0; drawn < 1242; drawn += 1) random();
  return random;
}

async function seedStore(trx: Db, options: SeedOptions): Promise<void> {
  const people = options.people !== false;
  // The reps, groups and portals first: some of the catalog's rules are a group's or a portal's own.
  if (people) await seedDemoOrganisation(trx);
  // After the people (a branded site belongs to a rep and a group), before the catalog: its site.json
  // gives the sites their face.
  const sites = people ? SITES : [PRODUCTION_SITE];
  await insertBatched(
    trx,
    'sites',
    sites.map((site) => ({
      ...site,
      settings: toJsonText({ ...site.settings, ...siteBillingText(site.kind) }),
    })),
  );
  if (people) {
    // Then the catalog, which the members' policies name.
    const catalog = await demoCatalog(options);
    await applyPackageIn(trx, catalog, null, new Date());
    await loadDemoRoutingDirectory(trx);
    await seedDemoMembers(trx, options, demoPeopleRandom(), catalog.records.health);
  }
}

/** The demo's reps, groups, their portals, referral links and group sites. */
async function seedDemoOrganisation(trx: Db): Promise<void> {
  await insertBatched(
    trx,
    'agents',
    AGENTS.map(({ info, ...agent }) => ({ ...agent, landing_info: toJsonText(info) })),
  );
  await insertBatched(
    trx,
    'groups',
    GROUPS.map(({ info, ...group }) => ({ ...group, landing_info: toJsonText(info) })),
  );
  await insertBatched(trx, 'portals', PORTALS);
  await insertBatched(trx, 'referrals', REFERRALS);
  await insertBatched(trx, 'elevate_sites', ELEVATE_SITES);
}

/** The demo's members with what is on file, their reps' enroller codes, and the accounts. */
async function seedDemoMembers(
  trx: Db,
  options: SeedOptions,
  random: () => number,
  healthQuestions: readonly HealthQuestion[],
): Promise<void> {
  const members = demoMembers(random);
  await insertBatched(
    trx,
    'members',
    members.map((member) => ({ ...member, ssn: options.secretBox.seal(member.ssn) })),
  );
  const policies = members.flatMap((member, index) =>
    Array.from({ length: 1 + (index % 3) }, (_, n) => ({
      policy_id: `POL-${member.id}-${n + 1}`,
      member_id: member.id,
      plan_id: POLICY_PLANS[(index + n) % POLICY_PLANS.length]!,
      status: (index + n) % 4 === 3 ? 'INACTIVE' : 'ACTIVE',
    })),
  );
  await insertBatched(trx, 'member_policies', policies);
  // A member's health answers, addresses and dependents on file are sealed like their SSN.
  const sealed = <Row extends { data: string }>(rows: Row[]) =>
    rows.map((row) => ({ ...row, data: options.secretBox.seal(row.data) }));
  await insertBatched(trx, 'member_health', sealed(memberHealthRows(healthQuestions)));
  await insertBatched(trx, 'member_profiles', sealed(memberProfileRows(members, offlineZipDirectory.lookup)));
  await insertBatched(trx, 'member_profiles', sealed(memberDependentRows(options.secretBox)));
  await insertBatched(trx, 'member_bank_accounts', memberBankAccountRows(options.secretBox));
  await insertBatched(trx, 'member_cards', memberCardRows(options.secretBox));
  await insertBatched(trx, 'enroller_codes', enrollerCodeRows());
  await insertBatched(trx, 'accounts', accountRows());
}
