import { sql } from 'kysely';
import type { LifeEvent } from '../../domain/lifeEventSchema';
import { type CarrierDeliveryRules, STRICT_DELIVERY_RULES } from '../adapters/carrierDeliveryRules';
import { type Db, isPostgres } from '../db/database';
import { insertBatched } from '../db/insertBatched';
import { toJsonText } from '../db/json';
import type { PlanTable } from '../db/schema';
import { APPLY_LOCK_ID, claimApply, nextPriceId, nextVersion } from './applyClaim';
import { carrierRow, planRow, recordRows } from './catalogRows';
import type { DatedRates } from './datedRates';
import { replaceLifeEvents } from './lifeEventsStore';
import { checkCarrierDeliveries } from './packageChecks';
import { type PackageProblem, ProblemList, problemText } from './packageProblem';
import type { CatalogRecords, RateRow } from './packageSchema';
import type { SiteFile } from './siteFaceSchema';
import { applySiteFace } from './siteFaceStore';
import { removeVersionRates } from './versionRateRemoval';
import { refuseStrangerRates, writeVersionRates } from './versionRates';

export interface ApplyResult {
  version: number;
  effectiveFrom: string | null;
  plans: number;
  rates: number;
  withdrawnPlans: number[];
  /** Rules for a group or portal this store does not have, left out (field rules, verifications, payment methods). */
  skippedRules: string[];
}

/** A package's records and rates, checked (readPackage without problems), with its benefits by plan id. */
export interface CheckedPackage {
  records: CatalogRecords;
  rates: RateRow[];
  /** The date `rates` carry in the package (a dated file's, when it has no rates.csv): over --effective. */
  ratesFrom?: string | null;
  /** Later rate versions the package carries (rates/yyyy-mm-dd.csv), earliest first, each its own version. */
  scheduled?: DatedRates[];
  benefits: Map<number, unknown>;
  digest: string;
  /** site.json, the store's face (none: the plain face). */
  site?: SiteFile | null;
  /** life_events.json's events (none: the store has none). */
  lifeEvents?: LifeEvent[];
}

/** What apply throws for a package whose carriers' deliveries break the store's rules; nothing is written. */
export class PackageRefused extends Error {
  constructor(readonly problems: PackageProblem[]) {
    super(`The package is refused; nothing was changed:\n${problems.map(problemText).join('\n')}`);
    this.name = 'PackageRefused';
  }
}

/**
 * Makes the package the store's catalog, all or nothing, while the store serves (issue 39). Its rates go
 * in as a new catalog version, written in short transactions while nothing prices on it (the version is
 * not yet in catalog_versions; plans new to the store are written first as withdrawn, so the rates can
 * name them); then one short transaction makes it the store's (switchCatalog): carriers and plans written
 * over by id (those it leaves out are withdrawn, not deleted: carts, policies and answers name them),
 * the questions, rules, texts and methods replaced, and the version added, pricing coverage from
 * `effectiveFrom` (an ISO date; null from now on). An apply that fails removes what it wrote; one killed
 * is cleared by the next apply or the housekeeping sweep (applyClaim.ts). Then the rates of versions no
 * date from today on can reach any more are deleted, a few thousand rows at a time, unless a cart still
 * holds one.
 */
export async function applyPackage(
  db: Db,
  checked: CheckedPackage,
  effectiveFrom: string | null,
  now: Date,
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<ApplyResult> {
  refuseUnusable(checked, rules);
  const versions = rateVersions(checked, effectiveFrom);
  const claim = await claimApply(
    db,
    undefined,
    versions.map((version) => version.rates.length),
  );
  let result: ApplyResult;
  try {
    await writeNewAsWithdrawn(db, checked);
    for (const [at, { rates }] of versions.entries()) {
      const { version, firstPriceId } = claim.versions[at] as { version: number; firstPriceId: number };
      await writeVersionRates(db, rates, version, firstPriceId, () => claim.beat());
    }
    result = await db.transaction().execute(async (trx) => {
      await claim.finish(trx);
      return switchCatalog(trx, checked, versions, claim.version, now);
    });
  } catch (error) {
    // What it wrote goes now; if that fails too, the next apply or sweep clears it.
    await claim.abandon().catch(() => {});
    throw error;
  }
  await dropUnreachableRates(db, now);
  return result;
}

/**
 * applyPackage in the caller's one transaction (first-start seeding applies the demo package in its
 * own, before the store serves).
 */
export async function applyPackageIn(
  trx: Db,
  checked: CheckedPackage,
  effectiveFrom: string | null,
  now: Date,
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<ApplyResult> {
  refuseUnusable(checked, rules);
  const versions = rateVersions(checked, effectiveFrom);
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${APPLY_LOCK_ID})`.execute(trx);
  const version = await nextVersion(trx);
  await writeNewAsWithdrawn(trx, checked);
  for (const [at, { rates }] of versions.entries())
    await writeVersionRates(trx, rates, version + at, await nextPriceId(trx));
  const result = await switchCatalog(trx, checked, versions, version, now);
  await dropUnreachableRates(trx, now);
  return result;
}

/**
 * The rate versions the package makes, earliest first: its rates from their own date (a dated file's) or
 * `effectiveFrom` (--effective; null from now on), then each later dated file. Throws when a date does
 * not come after the one before it (validate refuses such a package first).
 */
function rateVersions(
  checked: CheckedPackage,
  effectiveFrom: string | null,
): { effectiveFrom: string | null; rates: readonly RateRow[] }[] {
  const versions = [
    { effectiveFrom: checked.ratesFrom ?? effectiveFrom, rates: checked.rates },
    ...(checked.scheduled ?? []),
  ];
  for (const [at, version] of versions.entries())
    if (at > 0 && (versions[at - 1]?.effectiveFrom ?? '') >= (version.effectiveFrom ?? ''))
      throw new Error(`rates dated ${version.effectiveFrom} do not come after the version before them`);
  return versions;
}

/**
 * Throws before anything is written: the carriers' deliveries are checked again against the store's
 * rules (`rules`; unset, the strictest), whoever checked the package before, so a delivery the store
 * would not use is never stored; and every rate names a plan of the package.
 */
function refuseUnusable(checked: CheckedPackage, rules: CarrierDeliveryRules): void {
  const refused = new ProblemList();
  checkCarrierDeliveries(checked.records.carriers, rules, refused);
  if (refused.total > 0) throw new PackageRefused(refused.problems);
  for (const rates of [checked.rates, ...(checked.scheduled ?? []).map((version) => version.rates)])
    refuseStrangerRates(
      rates,
      checked.records.plans.map((plan) => plan.id),
    );
}

/** The plans' rows as the package makes them, each naming its successor. */
function planRowsOf(checked: CheckedPackage): PlanTable[] {
  const { records } = checked;
  const logos = new Map(records.carriers.map((carrier) => [carrier.id, carrier.logo]));
  const screened = new Set(records.screening.map((question) => question.plan));
  const stated = new Set(records.supplemental.map((statement) => statement.plan));
  return records.plans.map((plan) => ({
    ...planRow(plan, logos.get(plan.carrier) ?? '', checked.benefits.get(plan.id)),
    has_screening: screened.has(plan.id) ? 1 : 0,
    has_supplemental_questions: stated.has(plan.id) ? 1 : 0,
    successor_plan_id: plan.successor,
  }));
}

/**
 * Carriers and plans the store does not have yet, written withdrawn and not active (no list, page or cart
 * offers such a plan), a few hundred a statement, so a new version's rates can name them before it is
 * the store's; switchCatalog puts them on sale. An apply given up leaves them withdrawn, as a plan a
 * catalog left out. Their successors are named when they go on sale (a successor may be new too).
 */
async function writeNewAsWithdrawn(db: Db, checked: CheckedPackage): Promise<void> {
  const carriers = new Set((await db.selectFrom('carriers').select('id').execute()).map((row) => row.id));
  const plans = new Set((await db.selectFrom('plans').select('id').execute()).map((row) => row.id));
  await insertBatched(
    db,
    'carriers',
    checked.records.carriers
      .filter((carrier) => !carriers.has(carrier.id))
      .map((carrier) => ({ ...carrierRow(carrier), withdrawn: 1 })),
  );
  await insertBatched(
    db,
    'plans',
    planRowsOf(checked)
      .filter((row) => !plans.has(row.id))
      .map((row) => ({ ...row, successor_plan_id: null, active: 0, withdrawn: 1 })),
  );
}

/** Whether a plan's stored row differs from the package's in more than being on sale (active, withdrawn). */
function differsBeyondSale(row: PlanTable, stored: PlanTable): boolean {
  return (Object.keys(row) as (keyof PlanTable)[]).some(
    (column) => column !== 'active' && column !== 'withdrawn' && row[column] !== stored[column],
  );
}

/** Plans whose ids are changed a statement by the switch's bulk updates. */
const PLANS_PER_UPDATE = 500;

/**
 * Makes version `version` (its rates written) the store's catalog in the caller's transaction: carriers
 * and plans written over by id, those left out withdrawn, the questions, rules, texts and methods
 * replaced, and the version added to catalog_versions, from which moment it prices. A few dozen small
 * statements: the one step of an apply that holds the store's writers.
 */
async function switchCatalog(
  trx: Db,
  checked: CheckedPackage,
  versions: readonly { effectiveFrom: string | null; rates: readonly RateRow[] }[],
  firstVersion: number,
  now: Date,
): Promise<ApplyResult> {
  const { records } = checked;
  const carrierIds = records.carriers.map((carrier) => carrier.id);
  for (const carrier of records.carriers) {
    const row = carrierRow(carrier);
    await trx
      .insertInto('carriers')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  if (carrierIds.length > 0)
    await trx.updateTable('carriers').set({ withdrawn: 1 }).where('id', 'not in', carrierIds).execute();

  // Plans are written only where they differ from the store's: a plan written before withdrawn
  // (writeNewAsWithdrawn), or unchanged but for being on sale, goes on sale in a bulk update; a
  // package of thousands of plans is then a few statements, not thousands, in this transaction.
  const packageIds = new Set(records.plans.map((plan) => plan.id));
  const stored = new Map((await trx.selectFrom('plans').selectAll().execute()).map((row) => [row.id, row]));
  const withdrawn = [...stored.values()]
    .filter((row) => row.withdrawn === 0 && !packageIds.has(row.id))
    .map((row) => ({ id: row.id }));
  const onSale = new Map<number, number[]>();
  for (const row of planRowsOf(checked)) {
    const before = stored.get(row.id);
    if (!before || differsBeyondSale(row, before)) {
      await trx
        .insertInto('plans')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    } else if (before.active !== row.active || before.withdrawn !== row.withdrawn) {
      const ids = onSale.get(row.active) ?? [];
      ids.push(row.id);
      onSale.set(row.active, ids);
    }
  }
  for (const [active, ids] of onSale) {
    for (let start = 0; start < ids.length; start += PLANS_PER_UPDATE) {
      await trx
        .updateTable('plans')
        .set({ active, withdrawn: 0 })
        .where('id', 'in', ids.slice(start, start + PLANS_PER_UPDATE))
        .execute();
    }
  }
  if (withdrawn.length > 0) {
    await trx
      .updateTable('plans')
      .set({ withdrawn: 1, active: 0 })
      .where(
        'id',
        'in',
        withdrawn.map((plan) => plan.id),
      )
      .execute();
  }

  const rows = recordRows(records);
  const skippedRules = await leaveOutStrangers(trx, rows);
  for (const table of [
    'plan_fees',
    'plan_questions',
    'plan_statements',
    'health_questions',
    'form_fields',
    'custom_fields',
    'option_items',
    'agreement_texts',
    'agreement_verifications',
    'payment_methods',
    'group_numbers',
  ] as const) {
    await trx.deleteFrom(table).execute();
    await insertBatched(trx, table, rows[table]);
  }
  // Assistant answers name their question: questions are written over, and those left out go
  // unless someone answered them.
  for (const question of rows.assistant_questions) {
    await trx
      .insertInto('assistant_questions')
      .values(question)
      .onConflict((oc) => oc.column('id').doUpdateSet(question))
      .execute();
  }
  await trx
    .deleteFrom('assistant_questions')
    .$if(rows.assistant_questions.length > 0, (query) =>
      query.where(
        'id',
        'not in',
        rows.assistant_questions.map((q) => q.id),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('assistant_answers')
            .select('assistant_answers.question_id')
            .whereRef('assistant_answers.question_id', '=', 'assistant_questions.id'),
        ),
      ),
    )
    .execute();

  for (const [at, rateVersion] of versions.entries())
    await trx
      .insertInto('catalog_versions')
      .values({
        id: firstVersion + at,
        name: records.manifest.name,
        applied_at: now.toISOString(),
        effective_from: rateVersion.effectiveFrom,
        digest: checked.digest,
        agency_edi: records.manifest.agency === undefined ? null : toJsonText(records.manifest.agency),
      })
      .execute();
  // The store's face switches with the catalog it names (the association menu follows its plans).
  await applySiteFace(trx, checked.site ?? null, records.plans);
  await replaceLifeEvents(trx, checked.lifeEvents ?? []);
  return {
    version: firstVersion + versions.length - 1,
    effectiveFrom: versions[0]?.effectiveFrom ?? null,
    plans: records.plans.length,
    rates: checked.rates.length,
    withdrawnPlans: withdrawn.map((plan) => plan.id),
    skippedRules,
  };
}

/**
 * Takes out of `rows` the rules scoped to a group or portal the store does not have (a package written
 * for another store, or the demo's applied to a production store), and names them.
 */
async function leaveOutStrangers(trx: Db, rows: ReturnType<typeof recordRows>): Promise<string[]> {
  const groups = new Set((await trx.selectFrom('groups').select('id').execute()).map((row) => row.id));
  const portals = new Set((await trx.selectFrom('portals').select('id').execute()).map((row) => row.id));
  const known = (row: { group_id: number | null; portal_id?: number | null }) =>
    (row.group_id === null || groups.has(row.group_id)) &&
    (row.portal_id == null || portals.has(row.portal_id));
  const skipped = [
    ...rows.form_fields.filter((row) => !known(row)).map((row) => `field rule ${row.id}`),
    ...rows.agreement_verifications.filter((row) => !known(row)).map((row) => `verification ${row.id}`),
    ...rows.payment_methods.filter((row) => !known(row)).map((row) => `payment method ${row.id}`),
    ...rows.group_numbers
      .filter((row) => !known(row))
      .map((row) => `group ${row.group_id}'s number at carrier ${row.carrier_id}`),
  ];
  rows.form_fields = rows.form_fields.filter(known);
  rows.agreement_verifications = rows.agreement_verifications.filter(known);
  rows.payment_methods = rows.payment_methods.filter(known);
  rows.group_numbers = rows.group_numbers.filter(known);
  return skipped;
}

/** The ISO date (yyyy-mm-dd) of `now` in UTC. */
const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * How long a version's rates outlive the version that made them unreachable: a node keeps the version in
 * effect a few seconds (pricing/rateVersion.ts) and a request under way finishes on what it began with.
 */
const SUPERSEDED_RATES_KEPT_MS = 10 * 60_000;

/**
 * The versions that price no date from today on: a later version, applied more than `keptMs`
 * (SUPERSEDED_RATES_KEPT_MS) ago, covers every date they could. Export asks with 0: what prices now.
 */
export async function unreachableVersions(
  trx: Db,
  now: Date,
  keptMs = SUPERSEDED_RATES_KEPT_MS,
): Promise<number[]> {
  const today = isoDay(now);
  const settled = new Date(now.getTime() - keptMs).toISOString();
  const versions = await trx
    .selectFrom('catalog_versions')
    .select(['id', 'effective_from', 'applied_at'])
    .orderBy('id')
    .execute();
  return versions
    .filter((version) => {
      const from = version.effective_from && version.effective_from > today ? version.effective_from : today;
      return versions.some(
        (later) =>
          later.id > version.id &&
          later.applied_at <= settled &&
          (later.effective_from === null || later.effective_from <= from),
      );
    })
    .map((version) => version.id);
}

/**
 * Deletes the rates of versions that price no date from today on (unreachableVersions), a few thousand
 * rows at a time, except rows a cart still holds: the cart shows those lines as no longer offered. Their
 * plan lists' rows go with them (no list is made on a version no date reaches). Run by every apply and
 * by the housekeeping sweep.
 */
export async function dropUnreachableRates(db: Db, now: Date): Promise<void> {
  const dead = await unreachableVersions(db, now);
  if (dead.length === 0) return;
  // Only the versions with rows left: those carts still hold stay, and are not read again a version at a time.
  const left = await db
    .selectFrom('plan_prices')
    .select('version_id')
    .distinct()
    .where('version_id', 'in', dead)
    .execute();
  for (const { version_id } of left) await removeVersionRates(db, version_id, { keepCartHeld: true });
}
