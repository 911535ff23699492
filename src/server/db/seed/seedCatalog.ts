import { sql } from 'kysely';
import { CATEGORIES } from '../../../domain/categories';
import type { SecretBox } from '../../adapters/secretBox';
import { offlineZipDirectory } from '../../adapters/zipDirectory';
import { type Db, isPostgres } from '../database';
import { toJsonText } from '../json';
import type { Database } from '../schema';
import { accountRows } from './demoAccounts';
import { agreementTextRows } from './demoAgreementTexts';
import { agreementVerificationRows } from './demoAgreementVerifications';
import { demoBankRows, siteBillingText, withBillingText } from './demoBanks';
import { carrierLogo } from './demoCarrierLogos';
import { ELEVATE_SITES } from './demoElevate';
import { enrollerCodeRows, formFieldRows, optionRows } from './demoFormConfig';
import { healthQuestionRows, memberHealthRows } from './demoHealthQuestions';
import { memberDependentRows } from './demoMemberDependents';
import { memberProfileRows } from './demoMemberProfiles';
import { memberBankAccountRows, memberCardRows } from './demoPaymentAccounts';
import { paymentMethodRows } from './demoPaymentMethods';
import {
  AGENTS,
  ASSISTANT_QUESTIONS,
  demoMembers,
  GROUPS,
  POLICY_PLANS,
  PORTALS,
  REFERRALS,
  SITES,
} from './demoPeople';
import { planFeeRows } from './demoPlanFees';
import { BASE_CENTS, CARRIERS, DEMO_PLANS, describePlan, type PlanSpec, shortText } from './demoPlans';
import { questionRows } from './demoQuestions';
import { statementRows } from './demoStatements';
import { priceRowsFor } from './priceRows';
import { seededRandom } from './random';

export interface SeedOptions {
  /** The demo's people and accounts (demo mode); false loads the catalog alone (production). */
  people?: boolean;
  /** Generated plans on top of the demo catalog, for benchmarks (ids from 10001). */
  extraPlans: number;
  secretBox: SecretBox;
  /** The seasonal demo plan's blackout months (DEMO_BLACKOUT_MONTHS); its own ('12') when not given. */
  seasonalBlackout?: string;
}

/** The demo plan whose blackout months the operator sets, so a blackout can be shown in any month. */
export const SEASONAL_PLAN_ID = 212;

const BATCH_ROWS = 300;
const EXTRA_PLAN_FIRST_ID = 10001;

async function insertBatched<T extends keyof Database>(db: Db, table: T, rows: Database[T][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    // Kysely's insert types cannot follow a table chosen at run time; the rows are typed by the caller.
    const batch = rows.slice(start, start + BATCH_ROWS) as never;
    await db.insertInto(table).values(batch).execute();
  }
}

function planRow(spec: PlanSpec, popularity: number, seasonalBlackout?: string): Database['plans'] {
  return {
    id: spec.id,
    name: spec.name,
    category: spec.category,
    carrier_id: spec.carrier,
    logo: carrierLogo(spec.carrier),
    short_text: shortText(spec),
    description: toJsonText(describePlan(spec)),
    featured: spec.featured ? 1 : 0,
    active: spec.inactive ? 0 : 1,
    needs_association: spec.association ? 1 : 0,
    premier: spec.premier ? 1 : 0,
    has_screening: spec.screening ? 1 : 0,
    has_supplemental_questions: spec.supplementalQuestions ? 1 : 0,
    needs_health: spec.health ? 1 : 0,
    min_annual_income: spec.minIncome ?? null,
    min_working_hours: spec.minHours ?? null,
    popularity,
    blackout_months:
      (spec.id === SEASONAL_PLAN_ID ? seasonalBlackout : undefined) ?? spec.blackoutMonths ?? null,
    zip_areas: spec.zipAreas ?? null,
    max_issue_age: spec.maxIssueAge ?? null,
    successor_plan_id: spec.successor ?? null,
    withdrawn: 0,
    benefits: null,
  };
}

function generatedPlans(count: number): PlanSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const carrier = CARRIERS[i % CARRIERS.length]!;
    return {
      id: EXTRA_PLAN_FIRST_ID + i,
      category,
      carrier: carrier.id,
      name: `${carrier.name} ${category.replace('_', ' ')} Plan ${i + 1}`,
      labels: ['Basic', 'Plus'],
    };
  });
}

/**
 * Loads the catalog (and any generated plans) in one transaction, the same rows on every run: plans,
 * prices, carriers, forms, questions, agreement texts and the default site. With `people` (demo mode)
 * also the demo reps, groups, portals, referrals, members and the accounts that sign in with the
 * README's password; a production store starts without them and adds its own (`npm run accounts`).
 */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute((trx) => loadCatalog(trx, options));
}

/** Any number like it: names the lock under which one app node seeds a new PostgreSQL database. */
const SEED_LOCK_ID = 20261122;

/**
 * Seeds when the catalog is empty (first start); returns whether it did. Two app nodes starting at once
 * on a new PostgreSQL database take turns: the second waits for the first's catalog, then finds it there.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const any = await trx.selectFrom('plans').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await loadCatalog(trx, options);
    return true;
  });
}

/** The catalog's rows, written in the caller's transaction. */
async function loadCatalog(trx: Db, options: SeedOptions): Promise<void> {
  const random = seededRandom(20261122);
  let priceId = 0;
  const nextId = () => ++priceId;
  await insertBatched(
    trx,
    'carriers',
    CARRIERS.map((carrier) => ({ ...withBillingText(carrier), logo: carrierLogo(carrier.id), withdrawn: 0 })),
  );
  await insertBatched(trx, 'bank_routing', demoBankRows());
  const specs = [...DEMO_PLANS, ...generatedPlans(options.extraPlans)];
  await insertBatched(
    trx,
    'plans',
    specs.map((spec) => planRow(spec, Math.floor(random() * 1000), options.seasonalBlackout)),
  );
  const prices = specs.flatMap((spec) => priceRowsFor(spec, BASE_CENTS[spec.category], nextId, random));
  await insertBatched(trx, 'plan_prices', prices);
  await insertBatched(trx, 'plan_fees', planFeeRows());
  await insertBatched(trx, 'assistant_questions', ASSISTANT_QUESTIONS);
  await insertBatched(trx, 'health_questions', healthQuestionRows());
  await insertBatched(trx, 'form_fields', formFieldRows());
  await insertBatched(trx, 'option_items', optionRows());
  await insertBatched(
    trx,
    'plan_questions',
    questionRows(DEMO_PLANS.filter((spec) => spec.screening).map((spec) => spec.id)),
  );
  await insertBatched(
    trx,
    'plan_statements',
    statementRows(DEMO_PLANS.filter((spec) => spec.supplementalQuestions).map((spec) => spec.id)),
  );
  const people = options.people !== false;
  if (people) await seedDemoPeople(trx, options, random);
  // After the people: some checks and payment methods are a group's or a portal's own, and
  // a production store (no people) keeps only the ones for everyone.
  const forEveryone = <T extends { group_id?: number | null; portal_id?: number | null }>(rows: T[]) =>
    people ? rows : rows.filter((row) => (row.group_id ?? null) === null && (row.portal_id ?? null) === null);
  await insertBatched(trx, 'agreement_texts', agreementTextRows());
  await insertBatched(trx, 'agreement_verifications', forEveryone(agreementVerificationRows()));
  await insertBatched(trx, 'payment_methods', forEveryone(paymentMethodRows()));
  // After the people: a branded site belongs to a rep and a group.
  const sites = people ? SITES : SITES.filter((site) => site.kind === 'default');
  await insertBatched(
    trx,
    'sites',
    sites.map((site) => ({
      ...site,
      settings: toJsonText({ ...site.settings, ...siteBillingText(site.kind) }),
    })),
  );
}

/** The demo's people: reps, groups and their portals and referral links, members with what is on file, accounts. */
async function seedDemoPeople(trx: Db, options: SeedOptions, random: () => number): Promise<void> {
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
  await insertBatched(trx, 'member_health', sealed(memberHealthRows()));
  await insertBatched(trx, 'member_profiles', sealed(memberProfileRows(members, offlineZipDirectory.lookup)));
  await insertBatched(trx, 'member_profiles', sealed(memberDependentRows(options.secretBox)));
  await insertBatched(trx, 'member_bank_accounts', memberBankAccountRows(options.secretBox));
  await insertBatched(trx, 'member_cards', memberCardRows(options.secretBox));
  await insertBatched(trx, 'enroller_codes', enrollerCodeRows());
  await insertBatched(trx, 'accounts', accountRows());
}
